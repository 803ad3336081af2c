import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createAccount, login } from './helper';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An account with a subscription of `seats` users, signed in. */
export async function customer(
  app: FastifyInstance,
  seats: number,
  origin: 'realty' | 'auto' = 'realty',
) {
  const account = await createAccount(app, { origin });
  await app.accountsRepository.attachSubscription(account.id, {
    provider: 'local',
    status: 'ACTIVE',
    availableUsers: seats,
  });
  const token = login(app, account.email, account.password).then(
    (r) => r.json().token,
  ) as Promise<string>;
  return { ...account, headers: bearer(await token) };
}

/** A real picture: random pixels (so it does not compress to nothing). */
export function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A mobile number of no other profile. */
export function uniquePhone(): string {
  return `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

export function profilePayload(overrides: Record<string, unknown> = {}) {
  const phone = uniquePhone();
  return {
    loginName: 'Jane',
    loginPhoneNumber: phone,
    name: 'Harbour Homes',
    outroFullName: 'Jane Agent',
    outroPhoneNumber: phone,
    outroEmail: 'jane@harbour.example',
    outroWebsite: 'www.harbour.example',
    outroExtraInfo: 'Licence 0042',
    designFullName: 'Jane Agent',
    designPhoneNumber: phone,
    groupConfiguration: '',
    designLanguage: 'en',
    specialRequest: '',
    noLogo: true,
    noIntro: false,
    noPicAgent: true,
    color_primary: '#112233',
    color_secondary: '#FFD200',
    variables: { theme: 'dark' },
    ...overrides,
  };
}

/** One file in a multipart/form-data body, as a browser sends it. */
export function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header declaring width × height, with a few bytes of pixel data. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', randomBytes(64)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
