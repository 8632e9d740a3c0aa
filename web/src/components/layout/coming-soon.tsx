import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Card, CardContent } from '@/components/ui/card';
import { ClockIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeader } from './page-header';

/** A page whose content is not built yet; its words are descriptors, said in the reader's language. */
export function ComingSoon({ title: titleWords, text }: { title: MessageDescriptor; text?: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  const title = i18n._(titleWords);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ClockIcon className="h-6 w-6" />
          </span>
          <p className="text-lg font-medium text-slate-700">{text ? i18n._(text) : t`Coming soon`}</p>
        </CardContent>
      </Card>
    </>
  );
}
