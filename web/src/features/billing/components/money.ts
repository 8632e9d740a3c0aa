import { useLingui } from '@lingui/react/macro';
import { numberFormat } from '@/lib/format';
import { isLanguage, type Language } from '@/lib/i18n';

/** Cents as the reader writes money: "$1,234.56" / "1 234,56 $". */
export function formatMoney(cents: number, language: Language): string {
  return numberFormat(language, { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** A rate as the reader writes it: "9.975%" / "9,975 %". */
export function formatRate(rate: number, language: Language): string {
  const number = numberFormat(language, { maximumFractionDigits: 3 }).format(rate);
  return language === 'fr' ? `${number}\u00a0%` : `${number}%`;
}

/**
 * An amount typed in dollars ("1500", "1,500.00", "1 500,00") as cents, or undefined when it is not
 * one: at most two decimals, a comma as the decimal separator in French.
 */
export function parseDollars(text: string, language: Language): number | undefined {
  let compact = text.replace(/[\s\u00a0\u202f$]/g, '');
  compact = language === 'fr' ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return undefined;
  const [whole, fraction = ''] = compact.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as an amount to edit in a field, in the form `parseDollars` reads back: "1234.56" / "1234,56". */
export function dollarsText(cents: number, language: Language): string {
  const text = (cents / 100).toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
}

export function useMoney() {
  const { i18n } = useLingui();
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return {
    language,
    money: (cents: number) => formatMoney(cents, language),
    rate: (value: number) => formatRate(value, language),
    parse: (text: string) => parseDollars(text, language),
    dollars: (cents: number) => dollarsText(cents, language),
  };
}
