import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SignatureRequest, SignatureStatus, SignerRole } from '@shared/signatures/types';
import type { BadgeTone } from '@/components/ui/badge';

export const STATUS_LABELS: Readonly<Record<SignatureStatus, MessageDescriptor>> = {
  sent: msg`Sent`,
  viewed: msg`Viewed`,
  signed: msg`Signed`,
  declined: msg`Declined`,
  expired: msg`Expired`,
};

export const STATUS_TONES: Readonly<Record<SignatureStatus, BadgeTone>> = {
  sent: 'blue',
  viewed: 'yellow',
  signed: 'green',
  declined: 'red',
  expired: 'gray',
};

export const SIGNER_LABELS: Readonly<Record<SignerRole, MessageDescriptor>> = {
  client: msg`Client`,
  staff: msg`Staff countersignature`,
};

/** Whether the request waits on a signer of `role` now: open, and every signer before them signed. */
export function waitsOn(request: SignatureRequest, role: SignerRole): boolean {
  if (request.status !== 'sent' && request.status !== 'viewed') return false;
  const next = request.signers.find((signer) => !signer.signedAt);
  return next?.role === role;
}

/** The signed PDF's name, as the portal records it (the original's, marked signed). */
export function signedNameOf(request: SignatureRequest): string {
  return `${request.documentName.replace(/\.pdf$/i, '')} (signed).pdf`;
}
