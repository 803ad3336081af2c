import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test } from 'vitest';
import platformDe from '@portal/shared/i18n/catalogs/de';
import platformEn from '@portal/shared/i18n/catalogs/en-us';
import profilesDe from '../i18n/de';
import profilesEn from '../i18n/en-us';
import { PlanSummary } from './PlanSummary';

afterEach(cleanup);

const subscription = {
  type: 'local',
  status: 'ACTIVE',
  availableUsers: 5002,
  graceExpires: null,
} as const;

// A large customer's seats read as its other figures do, grouped in the visitor's language.
test.each([
  ['en-US', { ...platformEn, ...profilesEn }, '5,002 used, 0 free'],
  ['de-DE', { ...platformDe, ...profilesDe }, '5.002 belegt, 0 frei'],
])('in %s the seats in use are grouped as numbers', (locale, messages, seats) => {
  render(
    <IntlProvider locale={locale} messages={messages as Record<string, string>}>
      <PlanSummary subscription={subscription} used={5002} />
    </IntlProvider>,
  );
  expect(screen.getByText(seats)).toBeTruthy();
});
