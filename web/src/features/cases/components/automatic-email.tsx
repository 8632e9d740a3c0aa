/**
 * An e-mail the portal sent by itself about a case, as the e-mail lists show it: marked "Automatic",
 * with the name of its kind in the reader's language (never its content, which is not kept).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

/** The kinds of the portal's e-mails about a case (the mail event's `kind`), by name. */
const KIND_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  caseOpened: msg`Case opened`,
  caseStatusChanged: msg`Case status changed`,
  caseStageChanged: msg`Case stage changed`,
  documentsUploaded: msg`Documents uploaded`,
  messageNotice: msg`New message notice`,
  documentReminder: msg`Documents reminder`,
};

/** A kind not named above (a new one): said as what it is. */
const ANY_KIND = msg`Automatic e-mail`;

/** The name of an automatic e-mail's kind, in the reader's language. */
export function AutomaticEmailKind({ kind }: { kind: string }) {
  const { i18n } = useLingui();
  return <>{i18n._(KIND_NAMES[kind] ?? ANY_KIND)}</>;
}

/** "Automatic", where a staff e-mail names who sent it. */
export function AutomaticBadge() {
  return (
    <Badge tone="gray">
      <Trans>Automatic</Trans>
    </Badge>
  );
}
