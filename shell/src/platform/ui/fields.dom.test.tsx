import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { PasswordField } from './PasswordField';
import { RadioGroup } from './RadioGroup';
import { Select } from './Select';
import { Switch } from './Switch';
import { TextField } from './TextField';
import { en, renderInEnglish } from './testing';

/** The texts an element's aria-describedby points at, as a screen reader reads them after its name. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

test('a text field is labelled, and its error and hint describe it', () => {
  renderInEnglish(
    <TextField label="Phone" hint="Starts with +" error="Phone must start with a plus sign (+)." />,
  );
  const input = screen.getByRole('textbox', { name: 'Phone' });
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(description(input)).toBe('Phone must start with a plus sign (+). | Starts with +');
});

test('the password field shows and hides the password and ticks the strength hints as typed', async () => {
  const user = userEvent.setup();
  renderInEnglish(<PasswordField label="Password" showHints />);
  const input = screen.getByLabelText('Password') as HTMLInputElement;
  const toggle = screen.getByRole('button', { name: en['common.showPassword'] });
  expect(input.type).toBe('password');
  expect(toggle.getAttribute('aria-pressed')).toBe('false');
  await user.click(toggle);
  expect(input.type).toBe('text');
  expect(toggle.getAttribute('aria-pressed')).toBe('true');

  const hint = (id: 'length' | 'upper' | 'digit' | 'symbol') =>
    screen.getByText(en[`common.passwordHints.${id}`]).closest('li')!;
  expect(hint('upper').dataset.met).toBe('false');
  await user.type(input, 'Portal2026');
  expect(hint('length').dataset.met).toBe('true');
  expect(hint('upper').dataset.met).toBe('true');
  expect(hint('digit').dataset.met).toBe('true');
  expect(hint('symbol').dataset.met).toBe('false');
  expect(hint('upper').textContent).toContain(en['common.passwordHints.met']);
  expect(hint('symbol').textContent).toContain(en['common.passwordHints.unmet']);
  // The hints are read with the field.
  expect(description(input)).toContain(en['common.passwordHints.title']);
});

test('a switch is a button with role switch: Space and Enter toggle it', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  function Setting() {
    const [on, setOn] = useState(false);
    return (
      <Switch
        label="Invoices by e-mail"
        checked={on}
        onChange={(value) => {
          onChange(value);
          setOn(value);
        }}
      />
    );
  }
  renderInEnglish(<Setting />);
  const toggle = screen.getByRole('switch', { name: 'Invoices by e-mail' });
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  toggle.focus();
  await user.keyboard(' ');
  expect(toggle.getAttribute('aria-checked')).toBe('true');
  await user.keyboard('{Enter}');
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  expect(onChange.mock.calls).toEqual([[true], [false]]);
});

test('a radio group is a named group of native radios (one tab stop, arrow keys); its error describes it', async () => {
  const user = userEvent.setup();
  renderInEnglish(
    <RadioGroup
      legend="Industry"
      name="origin"
      error="Choose one"
      options={[
        { value: 'realty', label: 'Real estate' },
        { value: 'auto', label: 'Automobile' },
      ]}
    />,
  );
  const group = screen.getByRole('group', { name: 'Industry' });
  expect(description(group)).toBe('Choose one');
  const radios = screen.getAllByRole('radio') as HTMLInputElement[];
  // Native radios sharing a name: the browser gives one tab stop and arrow-key movement.
  expect(radios.map((radio) => radio.name)).toEqual(['origin', 'origin']);
  await user.click(screen.getByRole('radio', { name: 'Automobile' }));
  expect(radios.map((radio) => radio.checked)).toEqual([false, true]);
});

test('checkbox and select are labelled native controls', () => {
  const onChange = vi.fn();
  renderInEnglish(
    <>
      <Checkbox label="I accept the terms" error="Terms must be accepted" onChange={onChange} />
      <Select label="Currency" defaultValue="EUR">
        <option value="USD">USD</option>
        <option value="EUR">EUR</option>
      </Select>
    </>,
  );
  const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
  expect(description(box)).toBe('Terms must be accepted');
  fireEvent.click(box);
  expect(onChange).toHaveBeenCalledOnce();
  expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe(
    'EUR',
  );
});
