import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SUPPORT_EMAIL } from '@portal/shared/constants';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import kitOnDemandEn from '@portal/shared/i18n/kit-on-demand/en-us';
import validationEn from '@portal/shared/i18n/validation/en-us';
import { makeStore, PortalRouter } from '@portal/shell/platform';
import profilesEn from '../i18n/en-us';
import { newProfileValues } from './defaults';
import { WizardForm, type WizardFormProps } from './WizardForm';

afterEach(cleanup);

function renderWizard(
  readOnly: boolean,
  send = vi.fn(async (_payload: Record<string, unknown>) => ({})),
  extra: {
    mode?: 'create' | 'edit';
    values?: Partial<ReturnType<typeof newProfileValues>>;
    storedLogoUrl?: string;
    defaultAssets?: boolean;
    kitLocked?: WizardFormProps['kitLocked'];
    kit?: WizardFormProps['kit'];
  } = {},
) {
  const values = {
    ...newProfileValues('en-us'),
    loginPhoneNumber: '+44 7700 900123',
    name: 'Harbour Homes',
    outroFullName: 'Jordan Miller',
    outroPhoneNumber: '+44 7700 900123',
    outroEmail: 'jordan@harbour.example',
    designFullName: 'Jordan Miller',
    designPhoneNumber: '+44 7700 900123',
    noLogo: true,
    noPicAgent: true,
    ...extra.values,
  };
  render(
    <Provider store={makeStore()}>
      <IntlProvider
        locale="en-US"
        messages={{ ...platformEn, ...kitOnDemandEn, ...profilesEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={['/user/p-1']}>
          <Routes>
            <Route
              path="/user/:userId"
              element={
                <WizardForm
                  mode={extra.mode ?? 'edit'}
                  origin="realty"
                  defaultValues={values}
                  canUpload
                  readOnly={readOnly}
                  storedLogoUrl={extra.storedLogoUrl}
                  defaultAssets={extra.defaultAssets}
                  kitLocked={extra.kitLocked}
                  kit={extra.kit}
                  send={send}
                  onSaved={() => {}}
                />
              }
            />
          </Routes>
        </PortalRouter>
      </IntlProvider>
    </Provider>,
  );
  return send;
}

test('an account with editing disabled sees every step read-only, with the support e-mail', async () => {
  const user = userEvent.setup();
  const send = renderWizard(true);
  expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveProperty(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  // The disabled fieldset around the steps disables every field in it.
  expect(
    screen.getByLabelText(profilesEn['profiles.field.outroFullName']).matches(':disabled'),
  ).toBe(true);
  for (let step = 0; step < 5; step++)
    await user.click(screen.getByRole('button', { name: profilesEn['profiles.wizard.next'] }));
  expect(screen.getByRole('heading', { name: profilesEn['profiles.step.preview'] })).toBeDefined();
  expect(screen.queryByRole('button', { name: profilesEn['profiles.wizard.save'] })).toBeNull();
  expect(send).not.toHaveBeenCalled();
});

test('an editable profile saves from the last step with the edit payload', async () => {
  const user = userEvent.setup();
  const send = renderWizard(false);
  await user.clear(screen.getByLabelText(profilesEn['profiles.field.outroFullName']));
  await user.type(screen.getByLabelText(profilesEn['profiles.field.outroFullName']), 'Jo Miller');
  for (let step = 0; step < 5; step++)
    await user.click(screen.getByRole('button', { name: profilesEn['profiles.wizard.next'] }));
  await user.click(screen.getByRole('button', { name: profilesEn['profiles.wizard.save'] }));
  expect(send).toHaveBeenCalledOnce();
  expect(send.mock.calls[0]![0]).toMatchObject({
    outroFullName: 'Jo Miller',
    userName: '',
    noPicAgentOutro: true,
  });
});

describe('the launch flag defaultAssets, on a Century 21 profile with its own stored logo', () => {
  const edit = (defaultAssets: boolean) =>
    renderWizard(false, undefined, {
      values: { groupConfiguration: 'c21', noLogo: false },
      storedLogoUrl: 'data:image/png;base64,iVBORw0KGgo=',
      defaultAssets,
    });
  const logo = () => screen.queryByRole('img', { name: profilesEn['profiles.outro.logo'] });
  const hint = profilesEn['profiles.branding.defaultAssets'];

  async function save(user: ReturnType<typeof userEvent.setup>) {
    for (let step = 0; step < 5; step++)
      await user.click(screen.getByRole('button', { name: profilesEn['profiles.wizard.next'] }));
    await user.click(screen.getByRole('button', { name: profilesEn['profiles.wizard.save'] }));
  }

  test('on: the franchise default replaces the stored logo, and the step says so', async () => {
    const user = userEvent.setup();
    const send = edit(true);
    expect(logo()).toBeNull();
    expect(screen.getAllByText('Century 21').length).toBeGreaterThan(0);
    expect(screen.getByText(hint)).toBeDefined();
    await save(user);
    expect(send.mock.calls[0]![0]).toMatchObject({ useDefaultLogo: true, useDefaultIntro: true });
  });

  test('off: the stored logo stays', async () => {
    const user = userEvent.setup();
    const send = edit(false);
    expect(logo()).not.toBeNull();
    expect(screen.queryByText(hint)).toBeNull();
    await save(user);
    expect(send.mock.calls[0]![0]).toMatchObject({ useDefaultLogo: false, useDefaultIntro: true });
  });
});

const text = { ...platformEn, ...kitOnDemandEn, ...profilesEn };
const steps = () => screen.getByRole('navigation', { name: text['profiles.wizard.steps'] });
const currentStep = () => steps().querySelector('[aria-current="step"]')?.textContent ?? '';

describe('moving between the steps', () => {
  test('editing: one field changed and saved from the first step, in two actions', async () => {
    const user = userEvent.setup();
    const send = renderWizard(false);
    const name = screen.getByLabelText(text['profiles.field.outroFullName']);
    await user.clear(name);
    await user.type(name, 'Jo Miller');
    await user.click(screen.getByRole('button', { name: text['profiles.wizard.save'] }));
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0]).toMatchObject({ outroFullName: 'Jo Miller' });
  });

  test('editing: every step opens from the steps, its heading focused', async () => {
    const user = userEvent.setup();
    renderWizard(false);
    await user.click(within(steps()).getByRole('button', { name: /Theme/ }));
    expect(currentStep()).toContain(text['profiles.step.theme']);
    expect(screen.getByRole('heading', { name: text['profiles.step.theme'] })).toBe(
      document.activeElement,
    );
    await user.click(within(steps()).getByRole('button', { name: /Outro preview/ }));
    expect(currentStep()).toContain(text['profiles.step.preview']);
  });

  test('a new profile opens only the steps it has reached', async () => {
    const user = userEvent.setup();
    renderWizard(false, undefined, { mode: 'create' });
    expect(within(steps()).queryAllByRole('button')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: text['profiles.wizard.next'] }));
    expect(currentStep()).toContain(text['profiles.step.branding']);
    // Details is finished: it opens again; Theme is not reached yet.
    expect(within(steps()).getAllByRole('button')).toHaveLength(1);
    await user.click(within(steps()).getByRole('button', { name: /Details/ }));
    expect(currentStep()).toContain(text['profiles.step.details']);
    expect(screen.queryByRole('button', { name: text['profiles.wizard.create'] })).toBeNull();
  });

  test('a double click on Next goes one step', async () => {
    const user = userEvent.setup();
    renderWizard(false, undefined, { mode: 'create' });
    await user.dblClick(screen.getByRole('button', { name: text['profiles.wizard.next'] }));
    expect(currentStep()).toContain(text['profiles.step.branding']);
  });

  test('a missing logo is refused at Branding, the logo field focused with the reason', async () => {
    const user = userEvent.setup();
    renderWizard(false, undefined, { mode: 'create', values: { noLogo: false } });
    const next = () =>
      user.click(screen.getByRole('button', { name: text['profiles.wizard.next'] }));
    await next();
    await next();
    expect(currentStep()).toContain(text['profiles.step.branding']);
    const logo = screen.getByRole('button', {
      name: new RegExp(`^${text['profiles.field.logo']}`),
    });
    await waitFor(() => expect(logo).toBe(document.activeElement));
    expect(logo.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(validationEn['validation.logo.required'])).toBeDefined();
    // "No logo" answers it.
    await user.click(screen.getByRole('checkbox', { name: text['profiles.field.noLogo'] }));
    await next();
    expect(currentStep()).toContain(text['profiles.step.theme']);
  });
});

test('a colour code typed beside the swatch is checked by the shared rule and saved', async () => {
  const user = userEvent.setup();
  const send = renderWizard(false);
  await user.click(within(steps()).getByRole('button', { name: /Theme/ }));
  const code = screen.getByRole('textbox', { name: text['profiles.field.colorPrimary'] });
  await user.clear(code);
  await user.type(code, '#12ab');
  await user.click(screen.getByRole('button', { name: text['profiles.wizard.save'] }));
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByText(validationEn['validation.color.format'])).toBeDefined();
  await user.type(code, '9F');
  const swatch = screen.getByLabelText(
    text['profiles.field.colorPicker'].replace('{field}', text['profiles.field.colorPrimary']),
  );
  expect((swatch as HTMLInputElement).value).toBe('#12ab9f');
  await user.click(screen.getByRole('button', { name: text['profiles.wizard.save'] }));
  expect(send.mock.calls[0]![0]).toMatchObject({ color_primary: '#12ab9F' });
});

test('a colour refused at the Theme step loses its error as soon as it is corrected (item 19)', async () => {
  const user = userEvent.setup();
  renderWizard(false, undefined, { mode: 'create' });
  const next = () => user.click(screen.getByRole('button', { name: text['profiles.wizard.next'] }));
  await next();
  await next();
  expect(currentStep()).toContain(text['profiles.step.theme']);
  const code = screen.getByRole('textbox', { name: text['profiles.field.colorPrimary'] });
  await user.clear(code);
  await user.type(code, '#12ab');
  await next();
  expect(currentStep()).toContain(text['profiles.step.theme']);
  await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText(validationEn['validation.color.format'])).toBeDefined();
  await user.type(code, '9F');
  await waitFor(() => expect(code.getAttribute('aria-invalid')).toBeNull());
  expect(screen.queryByText(validationEn['validation.color.format'])).toBeNull();
});

test("a field the brand kit locks is read-only with the reason, and saved as the kit's", async () => {
  const user = userEvent.setup();
  const send = renderWizard(false, undefined, {
    values: { color_primary: '#1A2B3C' },
    kitLocked: ['color_primary', 'name', 'groupConfiguration'],
  });
  const company = screen.getByRole('textbox', { name: text['profiles.field.company'] });
  expect(company).toHaveProperty('disabled', true);
  // On the Theme step, hidden until opened.
  const code = screen.getByRole('textbox', {
    name: text['profiles.field.colorPrimary'],
    hidden: true,
  });
  expect(code).toHaveProperty('disabled', true);
  expect(code.getAttribute('aria-describedby')).toBeTruthy();
  const description = document.getElementById(code.getAttribute('aria-describedby')!);
  expect(description?.textContent).toBe(text['profiles.kit.lockedReason']);
  const franchise = screen.getByRole('group', {
    name: text['profiles.field.franchise'],
    hidden: true,
  });
  expect(within(franchise).getAllByRole('radio', { hidden: true })[0]!.matches(':disabled')).toBe(
    true,
  );
  expect(franchise.textContent).toContain(text['profiles.kit.lockedReason']);
  await user.click(screen.getByRole('button', { name: text['profiles.wizard.save'] }));
  await waitFor(() => expect(send).toHaveBeenCalled());
  expect(send.mock.calls[0]![0]).toMatchObject({ color_primary: '#1A2B3C' });
});

/** A brand kit as GET /v2/brand-kit answers it. */
const brandKit = (
  kit: Partial<NonNullable<WizardFormProps['kit']>>,
): NonNullable<WizardFormProps['kit']> => ({
  locked: [],
  logoUrl: null,
  version: 1,
  updatedAt: '2026-11-29T00:00:00.000Z',
  ...kit,
});

test("a field the kit sets says whether it follows the kit; “Use the brand kit's value” puts the kit's back", async () => {
  const user = userEvent.setup();
  const send = renderWizard(false, undefined, {
    values: { color_primary: '#AA0000', outroWebsite: 'www.kit.example' },
    kit: brandKit({ color_primary: '#123456', outroWebsite: 'www.kit.example' }),
  });
  // The website has the kit's value: it follows; nothing to put back.
  const website = screen.getByRole('textbox', { name: text['profiles.field.website'] });
  const websiteStatus = website
    .closest('.profiles-fields')!
    .querySelector('[data-kit-field="outroWebsite"]')!;
  expect(websiteStatus.textContent).toBe(text['profiles.kit.follows']);

  await user.click(within(steps()).getByRole('button', { name: /Theme/ }));
  const use = screen.getByRole('button', {
    name: `Use the brand kit's value for “${text['profiles.field.colorPrimary']}”`,
  });
  expect(use.closest('[data-kit-field]')!.textContent).toContain(text['profiles.kit.overrides']);
  await user.click(use);
  expect(screen.getByRole('textbox', { name: text['profiles.field.colorPrimary'] })).toHaveProperty(
    'value',
    '#123456',
  );
  expect(document.querySelector('[data-kit-field="color_primary"]')!.textContent).toBe(
    text['profiles.kit.follows'],
  );
  await user.click(screen.getByRole('button', { name: text['profiles.wizard.save'] }));
  await waitFor(() => expect(send).toHaveBeenCalled());
  expect(send.mock.calls[0]![0]).toMatchObject({ color_primary: '#123456' });
});

test('a kit requiring a picture does not offer “no profile picture” (read-only with the reason when locked) and says so at the field', async () => {
  renderWizard(false, undefined, {
    values: { noPicAgent: false },
    kit: brandKit({ photoRequired: true }),
  });
  expect(
    screen.queryByRole('checkbox', { name: text['profiles.field.noPhoto'], hidden: true }),
  ).toBeNull();
  expect(document.body.textContent).toContain(text['profiles.kit.pictureRequired']);
  cleanup();

  renderWizard(false, undefined, {
    values: { noPicAgent: false },
    kit: brandKit({ photoRequired: true, locked: ['photoRequired'] }),
  });
  const none = screen.getByRole('checkbox', { name: text['profiles.field.noPhoto'], hidden: true });
  expect(none).toHaveProperty('disabled', true);
  expect(document.getElementById(none.getAttribute('aria-describedby')!)?.textContent).toBe(
    text['profiles.kit.lockedReason'],
  );
});

test("a new profile starts with the kit's logo, in the outro preview; locked, the logo and “No logo” are read-only with the reason", async () => {
  const send = renderWizard(false, undefined, {
    mode: 'create',
    values: { noLogo: false, outroLogoAssetId: 'logo-1' },
    kit: brandKit({
      logoId: 'logo-1',
      logoUrl: '/v2/resources/assets/logo-1/file?signature=s',
      locked: ['logo'],
    }),
  });
  // Once the API's address is known (the kit's URL is relative to it).
  await waitFor(() =>
    expect(
      screen
        .getAllByRole('img', { name: text['profiles.outro.logo'], hidden: true })
        .map((image) => image.getAttribute('src')),
    ).toContain('/v2/resources/assets/logo-1/file?signature=s'),
  );
  const none = screen.getByRole('checkbox', { name: text['profiles.field.noLogo'], hidden: true });
  expect(none).toHaveProperty('disabled', true);
  expect(document.getElementById(none.getAttribute('aria-describedby')!)?.textContent).toBe(
    text['profiles.kit.lockedReason'],
  );
  // Locked: no "Use the brand kit's value" to offer.
  expect(document.querySelector('[data-kit-field="logo"]')).toBeNull();
  expect(send).not.toHaveBeenCalled();
});
