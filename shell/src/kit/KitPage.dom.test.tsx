import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PortalRouter } from '../platform/router/PortalRouter';
import { en, renderInEnglish } from '../platform/ui/testing';
import KitPage from './KitPage';

// Every primitive the platform exports has a specimen, so the catalogue cannot silently fall behind.
const PRIMITIVES = [
  'Button',
  'LinkButton',
  'TextField',
  'PasswordField',
  'Select',
  'Checkbox',
  'Switch',
  'RadioGroup',
  'Alert',
  'Dialog',
  'ConfirmDialog',
  'Toast',
  'Tabs',
  'Stepper',
  'OneTimeCodeInput',
  'ResendCodeButton',
  'Skeleton',
  'EmptyState',
  'CopyButton',
];

test('the kit page shows every primitive under one h1', () => {
  renderInEnglish(
    <PortalRouter initialEntries={['/ui']}>
      <KitPage />
    </PortalRouter>,
  );
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
    en['common.kit.title'],
  ]);
  const specimens = screen
    .getAllByRole('heading', { level: 2 })
    .flatMap((heading) => (heading.textContent ?? '').split(', '));
  expect(specimens).toEqual(expect.arrayContaining(PRIMITIVES));
  expect(screen.getByRole('switch', { name: en['common.kit.invoices'] })).toBeDefined();
  expect(screen.getByRole('tablist', { name: en['shell.tabs.label'] })).toBeDefined();
});
