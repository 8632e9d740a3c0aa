/**
 * The firm's privacy notice: the public one the sign-up page shows (GET /v1/privacy-notice,
 * a plain fetch like the branding: the sign-in page does not load the route table), and the acceptance
 * a sign-up ticked (kept in this browser until the first sign-in records it: components/privacy).
 */
import { useQuery } from '@tanstack/react-query';
import type { PrivacyNoticeAnswer } from '@shared/privacy/types';
import { getRuntimeConfig } from './runtime-config';

const ONE_MINUTE = 60_000;

async function fetchPublicPrivacyNotice(): Promise<PrivacyNoticeAnswer> {
  const response = await fetch(`${getRuntimeConfig().apiBase}/privacy-notice`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /privacy-notice answered ${response.status}`);
  return (await response.json()) as PrivacyNoticeAnswer;
}

/** The notice a sign-up accepts, and where the data is kept. */
export function usePublicPrivacyNotice() {
  return useQuery({ queryKey: ['privacy-notice'], queryFn: fetchPublicPrivacyNotice, staleTime: ONE_MINUTE });
}

/** Where this browser keeps the version a sign-up accepted, until the account's first sign-in records it. */
const SIGN_UP_ACCEPTANCE_KEY = 'portal.privacyAcceptedAtSignUp';

interface SignUpAcceptance {
  email: string;
  version: string;
}

export function rememberSignUpAcceptance(email: string, version: string): void {
  try {
    localStorage.setItem(SIGN_UP_ACCEPTANCE_KEY, JSON.stringify({ email: email.toLowerCase(), version } satisfies SignUpAcceptance));
  } catch {
    // No storage (private mode): the first sign-in asks again.
  }
}

/** The version this e-mail accepted when signing up in this browser, if any. */
export function signUpAcceptanceOf(email: string): string | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(SIGN_UP_ACCEPTANCE_KEY) ?? 'null') as Partial<SignUpAcceptance> | null;
    return saved?.email === email.toLowerCase() && typeof saved.version === 'string' ? saved.version : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSignUpAcceptance(): void {
  try {
    localStorage.removeItem(SIGN_UP_ACCEPTANCE_KEY);
  } catch {
    // Nothing kept.
  }
}
