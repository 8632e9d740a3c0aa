import { formatMoney, formatRate, parseDollars } from './money';

describe('money as the reader writes it', () => {
  test('reads dollars typed in English or French as cents, refusing what is not an amount', () => {
    // Prepare / Act / Assess
    expect(parseDollars('1500', 'en')).toBe(150_000);
    expect(parseDollars('1,500.5', 'en')).toBe(150_050);
    expect(parseDollars('$879.63', 'en')).toBe(87_963);
    expect(parseDollars('1 500,05', 'fr')).toBe(150_005);
    expect(parseDollars('879,63 $', 'fr')).toBe(87_963);
    expect(parseDollars('1.234', 'en')).toBeUndefined();
    expect(parseDollars('-5', 'en')).toBeUndefined();
    expect(parseDollars('abc', 'en')).toBeUndefined();
  });

  test('says cents and rates in each language', () => {
    // Prepare / Act / Assess
    expect(formatMoney(187_963, 'en')).toBe('$1,879.63');
    expect(formatMoney(187_963, 'fr').replace(/\s/g, ' ')).toBe('1 879,63 $');
    expect(formatRate(9.975, 'en')).toBe('9.975%');
    expect(formatRate(9.975, 'fr')).toBe('9,975\u00a0%');
  });
});
