/**
 * The client's case page's 'Activity on your documents' card (issue 24): what was done with the
 * documents they see, by the firm or by them, newest first, one sentence each ("The firm downloaded
 * passport.pdf on Nov 27, 2026, 10:42 a.m."), with 'Load More'.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { useFormat } from '@/lib/format';
import { useMyCaseActivity } from '../api/list-my-case-activity';
import { recordKey, type LoggedClientItem } from '../types';
import { clientSentence } from './activity-labels';
import { NamesOf, SentenceOf } from './activity-sentence';
import { ActivityLoadState } from './activity-load-state';

function ClientActivityLine({ item }: { item: LoggedClientItem }) {
  const { i18n, t } = useLingui();
  const { formatDateTime, language } = useFormat();
  const names = item.documents.map((document) => document.name);
  const { descriptor, kind } = clientSentence(item, i18n);
  return (
    <SentenceOf
      descriptor={descriptor}
      values={{
        documents: names.length > 0 ? <NamesOf names={names} language={language} /> : t`a document`,
        when: (
          <time dateTime={item.at} className="whitespace-nowrap">
            {formatDateTime(item.at)}
          </time>
        ),
        kind,
      }}
    />
  );
}

export function MyActivityCard({ caseId }: { caseId: string }) {
  const titleId = useId();
  const query = useMyCaseActivity(caseId);
  const items = query.data?.pages.flatMap((page) => page.Items) ?? [];
  const { t } = useLingui();

  return (
    <Card role="region" aria-labelledby={titleId} className="mt-6">
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Activity on your documents</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>When your documents were uploaded, shared, viewed or downloaded, by you or by your firm.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ActivityLoadState query={query} empty={items.length === 0} emptyText={<Trans>Nothing has been done with your documents yet.</Trans>}>
          <ul aria-label={t`Activity on your documents`} className="divide-y divide-slate-100">
            {items.map((item, index) => (
              <li key={recordKey(item, index)} className="py-3 text-sm break-words text-slate-700 first:pt-0 last:pb-0">
                <ClientActivityLine item={item} />
              </li>
            ))}
          </ul>
          <LoadMore query={query} />
        </ActivityLoadState>
      </CardContent>
    </Card>
  );
}
