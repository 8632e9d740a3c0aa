import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { IGNORED_SYSTEM_FILES, MAX_FILE_SIZE_BYTES } from '@shared/documents/limits';
import { MESSAGE_LIMITS } from '@shared/messages/limits';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { errorMessage } from '@/lib/utils';
import { useSendMessage } from '../api/send-message';

/** Uploads the files to the case's documents and answers their ids (composed by the page, from the documents feature). */
export type UploadAttachments = (caseId: string, files: File[]) => Promise<string[]>;

/** The counter shows from this many characters on. */
const COUNTER_FROM = MESSAGE_LIMITS.body - 500;

/**
 * Writing a message: the text (at most 10,000 characters; a counter near the limit), up to 5 files
 * uploaded to the case's documents first, then the message sent with their ids. Send is off while
 * the text is empty. A failure says the server's reason in a toast and keeps what was written.
 */
export function MessageComposer({ caseId, uploadAttachments }: { caseId: string; uploadAttachments?: UploadAttachments }) {
  const { t } = useLingui();
  const { formatNumber } = useFormat();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  const counterId = useId();
  const send = useSendMessage(caseId);

  const empty = body.trim().length === 0;

  function addFiles(chosen: File[]) {
    const wanted = chosen.filter((file) => !(IGNORED_SYSTEM_FILES as readonly string[]).includes(file.name));
    const tooLarge = wanted.filter((file) => file.size > MAX_FILE_SIZE_BYTES);
    if (tooLarge.length > 0) {
      toast.error(t`Some files exceed the 5MB size limit and were not added.`, { description: tooLarge.map((file) => file.name).join(', ') });
    }
    const fitting = wanted.filter((file) => file.size <= MAX_FILE_SIZE_BYTES);
    if (files.length + fitting.length > MESSAGE_LIMITS.documentsPerMessage) {
      toast.error(t`You can attach up to 5 files to a message.`);
      return;
    }
    setFiles((current) => [...current, ...fitting]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || busy) return;
    setBusy(true);
    try {
      const documentIds = files.length > 0 && uploadAttachments ? await uploadAttachments(caseId, files) : [];
      await send.mutateAsync({ body, ...(documentIds.length > 0 ? { documentIds } : {}) });
      setBody('');
      setFiles([]);
    } catch (error) {
      toast.error(t`The message could not be sent.`, { description: refusalMessage(error) ?? errorMessage(error, t`Please try again.`) });
    } finally {
      setBusy(false);
    }
  }

  const remaining = MESSAGE_LIMITS.body - body.length;
  const remainingText = formatNumber(remaining);
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" aria-label={t`Write a message`}>
      <label htmlFor={textId} className="sr-only">
        <Trans>Message</Trans>
      </label>
      <Textarea
        id={textId}
        value={body}
        maxLength={MESSAGE_LIMITS.body}
        rows={3}
        placeholder={t`Write a message…`}
        aria-describedby={body.length >= COUNTER_FROM ? counterId : undefined}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/⌘ + Enter sends; Enter alone starts a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
        }}
        disabled={busy}
      />
      {body.length >= COUNTER_FROM ? (
        <p id={counterId} className={remaining === 0 ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-600'} aria-live="polite">
          {t`${plural(remaining, { one: `${remainingText} character left`, other: `${remainingText} characters left` })}`}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t`Files to attach`}>
          {files.map((file, index) => {
            const fileName = file.name;
            return (
              <li key={`${fileName}-${index}`} className="flex max-w-full items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-1 pl-3 text-xs text-slate-700">
                <span className="min-w-0 truncate">{fileName}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="min-h-6 px-2"
                  aria-label={t`Remove ${fileName}`}
                  disabled={busy}
                  onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {uploadAttachments ? (
          <>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              aria-label={t`Choose files to attach`}
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                event.target.value = '';
                addFiles(chosen);
              }}
            />
            <Button variant="outline" size="sm" disabled={busy || files.length >= MESSAGE_LIMITS.documentsPerMessage} onClick={() => fileInput.current?.click()}>
              <Trans>Attach files</Trans>
            </Button>
          </>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={empty || busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
        </Button>
      </div>
    </form>
  );
}
