/**
 * The date field in the reader's language: its parts in the language's order, the month by its name,
 * the value a `YYYY-MM-DD` day (or '' and "incomplete" while part of a date is typed).
 */
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DateInput, dayOfParts } from '@/components/ui/date-input';
import { activateLanguage } from '@/lib/i18n';
import { renderScreen } from '@test-support/render';

const changes: [string, boolean][] = [];

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        legend="Submission date"
        value={value}
        onChange={(next, incomplete) => {
          changes.push([next, incomplete]);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

beforeEach(() => {
  changes.length = 0;
});

test('in English: month, day, year; the month by its name; the value a YYYY-MM-DD day once whole', async () => {
  const { user } = renderScreen(<Harness />);
  const group = screen.getByRole('group', { name: 'Submission date' });
  const order = [...group.querySelectorAll<HTMLElement>('input, select')].map((control) => (control.id ? document.querySelector(`label[for="${control.id}"]`)?.textContent : ''));
  expect(order).toEqual(['Month', 'Day', 'Year']);
  await user.selectOptions(within(group).getByRole('combobox', { name: 'Month' }), 'December');
  await user.type(within(group).getByRole('textbox', { name: 'Day' }), '1');
  expect(changes.at(-1)).toEqual(['', true]);
  expect(within(group).getByText('Enter a whole date: day, month and year (four digits).')).toBeInTheDocument();
  await user.type(within(group).getByRole('textbox', { name: 'Year' }), '2026');
  expect(changes.at(-1)).toEqual(['2026-12-01', false]);
  expect(within(group).queryByText(/Enter a whole date/)).not.toBeInTheDocument();
});

test('in French: jour, mois, année, the months in French', async () => {
  await activateLanguage('fr');
  renderScreen(<Harness initial="2026-12-01" />);
  const group = screen.getByRole('group', { name: 'Submission date' });
  const [first, second, third] = [...group.querySelectorAll<HTMLElement>('input, select')] as [HTMLElement, HTMLElement, HTMLElement];
  expect(first).toHaveAccessibleName('Jour');
  expect(first).toHaveValue('1');
  expect(second).toHaveAccessibleName('Mois');
  expect(within(second).getByRole('option', { name: 'décembre' })).toHaveProperty('selected', true);
  expect(third).toHaveAccessibleName('Année');
  expect(third).toHaveValue('2026');
});

test('a day that does not exist is not a date, and a value set from outside replaces what was typed', async () => {
  expect(dayOfParts({ day: '31', month: '2', year: '2026' })).toBeUndefined();
  expect(dayOfParts({ day: '29', month: '2', year: '2028' })).toBe('2028-02-29');
  expect(dayOfParts({ day: '1', month: '12', year: '26' })).toBeUndefined();

  const { user } = renderScreen(<Harness initial="2026-11-20" />);
  const group = screen.getByRole('group', { name: 'Submission date' });
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(within(group).getByRole('textbox', { name: 'Day' })).toHaveValue('');
  expect(within(group).getByRole('textbox', { name: 'Year' })).toHaveValue('');
});
