import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { DocumentStatus, UploaderRole } from '@shared/documents/types';
import { cn } from '@/lib/utils';

const STATUS_TEXT: Record<DocumentStatus, { label: MessageDescriptor; className: string }> = {
  scanning: { label: msg`Scanning`, className: 'bg-yellow-100 text-yellow-800' },
  available: { label: msg`Available`, className: 'bg-green-100 text-green-800' },
  blocked: { label: msg`Blocked`, className: 'bg-red-100 text-red-800' },
};

const ROLE_TEXT: Record<UploaderRole, MessageDescriptor> = {
  client: msg`Client`,
  admin: msg`Firm`,
};

const pill = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** Where the document is in the malware scan: Scanning, Available or Blocked. */
export function StatusPill({ status }: { status: DocumentStatus }) {
  const { i18n } = useLingui();
  const { label, className } = STATUS_TEXT[status];
  return <span className={cn(pill, className)}>{i18n._(label)}</span>;
}

/** A firm's document: whether the case's client sees it. */
export function SharingPill({ shared }: { shared: boolean }) {
  const { t } = useLingui();
  return shared ? (
    <span className={cn(pill, 'bg-brand-50 text-brand-800')}>{t`Shared with client`}</span>
  ) : (
    <span className={cn(pill, 'bg-slate-100 text-slate-700')}>{t`Staff only`}</span>
  );
}

/** Who uploaded it: their name and, when known, their role (Client / Firm). */
export function Uploader({ name, role }: { name: string; role?: UploaderRole }) {
  const { i18n } = useLingui();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      <span>{name}</span>
      {role ? <span className="text-xs text-slate-500">({i18n._(ROLE_TEXT[role])})</span> : null}
    </span>
  );
}
