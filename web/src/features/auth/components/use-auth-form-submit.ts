import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/utils';
import { useDelayedAction } from './use-delayed-action';

/** What an auth form shows when its call fails (spec section 8): the alert's fallback sentence and the toast. */
export interface AuthFailureTexts {
  /** Shown in the red alert when the provider's error carries no message of its own. */
  fallback: string;
  toast: string;
}

/** What a form that ends in a redirect shows on success: the toast, then the inline success line. */
export interface AuthSuccessTexts {
  toast: string;
  message: string;
}

/** One submission of an auth form: the texts of its failure, and a problem the form found itself, if any. */
export interface AuthSubmission {
  failure: AuthFailureTexts;
  /** A sentence that stops the submission before anything is sent (a password mismatch, say). */
  problem?: string | null;
}

/**
 * The pending/error/toast cycle the auth forms share.
 * - `send` shows `problem` and stops if there is one; otherwise it clears the form's error and runs one
 *   call with the form `submitting`. A failure shows the provider's message (or `failure.fallback`) in
 *   the form's alert and `failure.toast` as an error toast.
 * - `finish` (inside a call) ends a form that redirects: the success toast and line, then `next` after
 *   the redirect delay. A finished form stays `submitting`, so it is not sent again meanwhile.
 * - `showError` sets the alert directly, for a side action with a cycle of its own.
 */
export function useAuthFormSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const later = useDelayedAction();

  const send = useCallback(async ({ failure, problem }: AuthSubmission, call: () => Promise<void>) => {
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await call();
    } catch (callError) {
      setError(errorMessage(callError, failure.fallback));
      toast.error(failure.toast);
    } finally {
      setPending(false);
    }
  }, []);

  const finish = useCallback(
    (texts: AuthSuccessTexts, next: () => void) => {
      toast.success(texts.toast);
      setSuccess(texts.message);
      later(next);
    },
    [later],
  );

  return { error, showError: setError, success, submitting: pending || success !== null, send, finish };
}
