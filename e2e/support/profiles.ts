import {
  expect,
  type APIRequestContext,
  type FileChooser,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { DEMO } from './paths';

/** A real picture of the given size (a gradient, so a crop visibly changes it). */
export async function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

export async function demoToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/v2/auth/email', { data: DEMO });
  expect(login.status()).toBe(200);
  return (await login.json()).token as string;
}

/** A profile made through the API with neither logo nor picture. */
export async function createProfileByApi(
  request: APIRequestContext,
  token: string,
  fullName: string,
) {
  const phone = `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const res = await request.post('/v2/companies', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      loginPhoneNumber: phone,
      name: 'Quay Estates',
      outroFullName: fullName,
      outroPhoneNumber: phone,
      outroEmail: 'agent@quay.example',
      designFullName: fullName,
      designPhoneNumber: phone,
      designLanguage: 'en',
      noLogo: true,
      noPicAgent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).userId as string;
}

/** Presses Tab until the element has the focus: the keyboard is the only way there. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The required details of a new profile's first step, as [field message id, value] to fill in order. */
export function profileDetails(name: string, phone: string, email: string) {
  return [
    ['profiles.field.loginPhone', phone],
    ['profiles.field.company', 'Harbour Homes'],
    ['profiles.field.outroFullName', name],
    ['profiles.field.outroPhone', phone],
    ['profiles.field.email', email],
    ['profiles.field.designFullName', name],
    ['profiles.field.designPhone', phone],
  ] as const;
}

/**
 * Opens the focused file input's chooser with Space, as a keyboard user does. Chromium now and then
 * drops the chooser of a key press that comes right after the focus moved (seen once in a full run);
 * a person presses again, so does this, up to three times; the test fails if it never opens.
 */
export async function chooseFileByKeyboard(page: Page): Promise<FileChooser> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 }).catch(() => null);
    await page.keyboard.press('Space');
    const opened = await chooser;
    if (opened) return opened;
  }
  throw new Error('the file chooser did not open on Space');
}

/**
 * Chooses a picture as a person does with a mouse: the field's button (named by the field's
 * label) opens the system's file chooser, and the file is picked there.
 */
export async function choosePicture(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(label, { exact: true }).click();
  await (await chooser).setFiles(file);
}

/**
 * A customer of its own with `count` varied profiles (as `npm run seed:profiles` seeds them), so
 * the demo's list stays as the other tests expect it. Its sign-in details.
 */
export async function largeCustomer(request: APIRequestContext, count: number) {
  const email = `large-${count}-${Date.now()}@example.com`;
  const password = 'analytical1';
  const created = await request.post('/v2/users', {
    data: {
      firstName: 'Large',
      lastName: 'Customer',
      email,
      phone: '+44 20 7946 0000',
      password,
      confirmPassword: password,
      origin: 'realty',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { token } = await (
    await request.post('/v2/auth/email', { data: { email, password } })
  ).json();
  const seeded = await request.post('/dev/profiles/seed', {
    headers: { authorization: `Bearer ${token}` },
    data: { count },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);
  return { email, password };
}
