import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { refusalMessage } from '@/lib/refusal-messages';
import { cn } from '@/lib/utils';

/** A short error line in place of content that failed to load, with an optional retry. */
export function InlineError({
  children,
  onRetry,
  className,
}: {
  children: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <p role="alert" className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-red-700', className)}>
      <span>{children}</span>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="cursor-pointer font-medium underline underline-offset-2 hover:text-red-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500 rounded-sm"
        >
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </p>
  );
}

/**
 * `Could not load {subject}.` in the reader's language (`subject` already is), with the refusal's own
 * sentence when the server's answer carries one (lib/refusal-messages: its words in the reader's language).
 */
export function loadErrorText(subject: string, error: unknown): string {
  const reason = refusalMessage(error);
  return reason ? i18n._(msg`Could not load ${subject}: ${reason}.`) : i18n._(msg`Could not load ${subject}.`);
}
