import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SUPPORT_EMAIL } from '@portal/shared/constants';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import { makeStore, PortalRouter } from '@portal/shell/platform';
import profilesEn from '../i18n/en-us';
import { newProfileValues } from './defaults';
import { WizardForm } from './WizardForm';

afterEach(cleanup);

function renderWizard(
  readOnly: boolean,
  send = vi.fn(async (_payload: Record<string, unknown>) => ({})),
  extra: {
    values?: Partial<ReturnType<typeof newProfileValues>>;
    storedLogoUrl?: string;
    defaultAssets?: boolean;
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
        messages={{ ...platformEn, ...profilesEn } as Record<string, string>}
      >
        <PortalRouter initialEntries={['/user/p-1']}>
          <Routes>
            <Route
              path="/user/:userId"
              element={
                <WizardForm
                  mode="edit"
                  origin="realty"
                  defaultValues={values}
                  canUpload
                  readOnly={readOnly}
                  storedLogoUrl={extra.storedLogoUrl}
                  defaultAssets={extra.defaultAssets}
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
