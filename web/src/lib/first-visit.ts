/**
 * Whether the signed-in user is on their first visit: the dashboard greets them "Welcome" then, and
 * "Welcome back" on any later one.
 *
 * Every user accepts the firm's privacy notice before anything else of the portal opens, at their
 * first sign-in (or at sign-up), and their record keeps the acceptance from then on; so a user whose
 * settings say they never accepted any version is signing in for the first time. The privacy step
 * (components/privacy) marks that visit here when it records the acceptance, and the mark lasts as
 * long as the browser tab (reloads included) or until sign-out.
 */
const FIRST_VISIT_KEY = 'portal.firstVisit';

/** The user's first acceptance of the privacy notice was just recorded: this tab is their first visit. */
export function noteFirstVisit(userId: string): void {
  try {
    sessionStorage.setItem(FIRST_VISIT_KEY, userId);
  } catch {
    // No storage (private mode): they are greeted as returning.
  }
}

export function isFirstVisit(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return sessionStorage.getItem(FIRST_VISIT_KEY) === userId;
  } catch {
    return false;
  }
}

/** Sign-out ends the visit. */
export function forgetFirstVisit(): void {
  try {
    sessionStorage.removeItem(FIRST_VISIT_KEY);
  } catch {
    // Nothing was kept.
  }
}
