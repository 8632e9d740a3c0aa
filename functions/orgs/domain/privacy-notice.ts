/**
 * The firm's privacy notice (issue 24): the one in force (the firm's, else the portal's default), a
 * change of it checked and versioned, and where this deployment keeps its data.
 */
import { dataLocationOf } from '../../../shared/privacy/data-location';
import { PRIVACY_NOTICE_LIMITS } from '../../../shared/privacy/limits';
import { PRIVACY } from '../../../shared/privacy/refusals';
import type { PrivacyNoticeInput } from '../../../shared/privacy/schemas';
import type { DataLocation, FirmPrivacyNotice, PrivacyNotice } from '../../../shared/privacy/types';
import { config } from '../../core/config';
import { refusal } from '../../core/errors';

// Control characters (but tab and newlines) and lone surrogates, as in every other text field.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** Refuses a notice the portal would not show: empty, one language only, too long, odd characters, a link not https. */
export function checkPrivacyNotice(input: PrivacyNoticeInput): void {
  const text = input.text;
  const url = input.url ?? '';
  const hasText = text !== undefined && (text.en !== '' || text.fr !== '');
  if (!hasText && url === '') throw refusal(PRIVACY.NOTICE_EMPTY);
  if (hasText) {
    if (text.en === '' || text.fr === '') throw refusal(PRIVACY.NOTICE_LANGUAGE_MISSING);
    if (text.en.length > PRIVACY_NOTICE_LIMITS.text || text.fr.length > PRIVACY_NOTICE_LIMITS.text) throw refusal(PRIVACY.NOTICE_TOO_LONG);
    if (FORBIDDEN_CHARACTERS.test(text.en) || FORBIDDEN_CHARACTERS.test(text.fr)) throw refusal(PRIVACY.NOTICE_CHARACTERS);
  }
  if (url !== '' && !isHttpsUrl(url)) throw refusal(PRIVACY.NOTICE_URL);
}

function isHttpsUrl(value: string): boolean {
  if (value.length > PRIVACY_NOTICE_LIMITS.url || /\s/.test(value)) return false;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The firm's notice to save, with a new version (the time of the change), or undefined when the
 * request says what is in force already (same text and link): no new version, nobody asked again.
 */
export function privacyNoticeChange(current: PrivacyNotice, input: PrivacyNoticeInput, now: Date): FirmPrivacyNotice | undefined {
  checkPrivacyNotice(input);
  const text = input.text && (input.text.en !== '' || input.text.fr !== '') ? { en: input.text.en, fr: input.text.fr } : undefined;
  const url = input.url ? input.url : undefined;
  const sameText = (text?.en ?? '') === (current.text?.en ?? '') && (text?.fr ?? '') === (current.text?.fr ?? '');
  if (sameText && (url ?? '') === (current.url ?? '')) return undefined;
  const at = now.toISOString();
  // Two changes within the same millisecond still get two versions.
  const version = at === current.version ? new Date(now.getTime() + 1).toISOString() : at;
  return { ...(text ? { text } : {}), ...(url ? { url } : {}), version, updatedAt: at };
}

/**
 * Where this deployment keeps its data: the place its configuration names (the functions' region
 * unless DATA_LOCATION says otherwise), and for documents the firm's OneDrive when that is the store
 * (`process.env.DOCUMENT_STORE` written in full: bundling sets it, see functions/documents/store).
 */
export function deploymentDataLocation(): DataLocation {
  return dataLocationOf(config.dataLocation, process.env.DOCUMENT_STORE === 'onedrive' ? 'onedrive' : 's3');
}
