/**
 * The firm's privacy notice as the sign-up page and the post-sign-in step show it: its text in the
 * reader's language (plain text, its paragraphs kept), its link, and where the data is kept.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { PrivacyNoticeAnswer } from '@shared/privacy/types';
import { isLanguage } from '@/lib/i18n';

export function PrivacyNoticeView({ notice, dataLocation, headingLevel = 2 }: PrivacyNoticeAnswer & { headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-4 text-sm text-slate-700">
      {notice.text ? <div className="whitespace-pre-line">{notice.text[language]}</div> : null}
      {notice.url ? (
        <p>
          <a href={notice.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            <Trans>Read the firm’s privacy notice</Trans>
          </a>
        </p>
      ) : null}
      <section aria-labelledby="privacy-data-location" className="rounded-md border border-slate-200 bg-slate-50 p-3">
        <Heading id="privacy-data-location" className="mb-1 text-sm font-semibold text-slate-900">
          <Trans>Where your data is kept</Trans>
        </Heading>
        <ul className="list-disc space-y-1 pl-5">
          {dataLocation.lines[language].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
