/** Dates, numbers and file sizes per language (web/src/lib/format.ts). */
import { dateTimeFormat, formatDate, formatDateTime, formatFileSize, formatNumber, numberFormat } from '@/lib/format';
import { activateLanguage } from '@/lib/i18n';
import { formatDate as formatDayOrNone } from '@/lib/utils';

test('file sizes: "1.5 MB" in English, "1,5 Mo" in French', () => {
  expect(formatFileSize(512, 'en')).toBe('512 B');
  expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
  expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  expect(formatFileSize(512, 'fr')).toBe('512\u00a0o');
  expect(formatFileSize(1536, 'fr')).toBe('1,5\u00a0Ko');
  expect(formatFileSize(1.5 * 1024 * 1024, 'fr')).toBe('1,5\u00a0Mo');
});

test('dates and numbers in Canadian English and French', () => {
  const day = '2026-01-15T12:00:00.000Z';
  expect(formatDate(day, 'en')).toBe('Jan 15, 2026');
  expect(formatDate(day, 'fr')).toBe('15 janv. 2026');
  expect(formatDateTime(day, 'fr')).toMatch(/^15 janv\. 2026, \d{1,2} h \d{2}$/);
  expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  expect(formatNumber(1234.5, 'fr')).toBe('1\u00a0234,5');
  expect(formatDate('not a date', 'fr')).toBe('not a date');
});

test('the first of the month is « 1er » in French, in dates and date-times, and "1" in English', () => {
  const first = new Date(2026, 11, 1, 9, 30);
  expect(formatDate(first, 'fr')).toBe('1er déc. 2026');
  expect(formatDateTime(first, 'fr')).toMatch(/^1er déc\. 2026, 0?9 h 30$/);
  expect(formatDate(first, 'en')).toBe('Dec 1, 2026');
  // Other days keep their number as it is (« 11 », « 21 »).
  expect(formatDate(new Date(2026, 11, 11, 12), 'fr')).toBe('11 déc. 2026');
  expect(formatDate(new Date(2026, 11, 21, 12), 'fr')).toBe('21 déc. 2026');
});

test('with no language given, the interface\'s; no date at all reads N/A or s.o.', async () => {
  expect(formatDate('2026-01-15T12:00:00.000Z')).toBe('Jan 15, 2026');
  expect(formatDayOrNone(undefined)).toBe('N/A');
  await activateLanguage('fr');
  expect(formatFileSize(2048)).toBe('2,0\u00a0Ko');
  expect(formatDayOrNone(undefined)).toBe('s.o.');
});

test('a formatter is made once per language and options, then reused', () => {
  const shortDay = { year: 'numeric', month: 'short', day: 'numeric' } as const;
  expect(dateTimeFormat('en', shortDay)).toBe(dateTimeFormat('en', { ...shortDay }));
  expect(dateTimeFormat('fr', shortDay)).not.toBe(dateTimeFormat('en', shortDay));
  expect(numberFormat('en', { style: 'currency', currency: 'CAD' })).not.toBe(numberFormat('en'));
  expect(numberFormat('fr', { style: 'currency', currency: 'CAD' }).format(12.5)).toBe('12,50\u00a0$');
});
