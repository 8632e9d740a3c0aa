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
          Try again
        </button>
      ) : null}
    </p>
  );
}

/** `Could not load {subject}.`, with the server's own sentence when its answer carries one. */
export function loadErrorText(subject: string, error: unknown): string {
  const serverMessage =
    error && typeof error === 'object' ? (error as { serverMessage?: unknown }).serverMessage : undefined;
  return typeof serverMessage === 'string' && serverMessage
    ? `Could not load ${subject}: ${serverMessage}.`
    : `Could not load ${subject}.`;
}
