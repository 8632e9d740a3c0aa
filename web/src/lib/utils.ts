import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate as formatDay } from './format';
import { refusalMessage } from './refusal-messages';

/** Joins class names, skipping falsy ones. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** One word gives its first letter; two or more give the first letters of the first two, upper case. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

/** Text over `maxLength` characters (20 by default) is cut and an ellipsis appended. */
export function truncate(text: string, maxLength = 20): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}...` : text;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Before 12 morning, before 18 afternoon, otherwise evening: a key, said in the reader's language by the dashboard. */
/* eslint-disable lingui/no-unlocalized-strings */
export function greetingFor(date: Date = new Date()): 'Good morning' | 'Good afternoon' | 'Good evening' {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
/* eslint-enable lingui/no-unlocalized-strings */

/** A day in the interface's language (lib/format), or "N/A" / "s.o." when there is none. */
export function formatDate(value: string | undefined): string {
  return value ? formatDay(value) : i18n._(msg`N/A`);
}

/** The message to show for a failure: the refusal's or provider's sentence, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  // An API refusal: its sentence in the reader's language, from its code (lib/refusal-messages).
  const refusal = refusalMessage(error);
  if (refusal) return refusal;
  if (error && typeof error === 'object') {
    const serverMessage = (error as { serverMessage?: unknown }).serverMessage;
    if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
