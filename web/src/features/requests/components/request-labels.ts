/**
 * How a requested document reads: its status and whom it concerns in the reader's
 * language, a template's item in the reader's language, and its due date as a day.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConcernKind, RequestStatus } from '@shared/requests/constants';
import { REQUEST_TEMPLATES } from '@shared/requests/templates';
import type { DocumentRequest } from '@shared/requests/types';
import type { BadgeTone } from '@/components/ui/badge';
import type { Language } from '@/lib/i18n';

/** Each status as the firm's staff read it. */
export const STATUS_LABELS: Record<RequestStatus, MessageDescriptor> = {
  requested: msg`Requested`,
  uploaded: msg`To review`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  waived: msg`Waived`,
};

/** Each status as the client reads it. */
export const CLIENT_STATUS_LABELS: Record<RequestStatus, MessageDescriptor> = {
  requested: msg`Needed`,
  uploaded: msg`Under review`,
  accepted: msg`Accepted`,
  rejected: msg`Refused`,
  waived: msg`No longer needed`,
};

export const STATUS_TONES: Record<RequestStatus, BadgeTone> = {
  requested: 'blue',
  uploaded: 'yellow',
  accepted: 'green',
  rejected: 'red',
  waived: 'gray',
};

/** Whom a document concerns (`{name}`: the person's name when given). */
export const CONCERN_LABELS: Record<ConcernKind, MessageDescriptor> = {
  client: msg`The client`,
  spouse: msg`Spouse or partner`,
  child: msg`Child`,
  parent: msg`Parent`,
  sponsor: msg`Sponsor`,
  other: msg`Other person`,
};

/** The client reads "you" for themselves. */
export const CLIENT_CONCERN_LABELS: Record<ConcernKind, MessageDescriptor> = { ...CONCERN_LABELS, client: msg`You` };

const TEMPLATE_ITEMS = new Map(REQUEST_TEMPLATES.flatMap((template) => template.items.map((item) => [item.templateItemId, item] as const)));

/**
 * The item's title and instructions in the reader's language: a template's item is stored in the
 * client's language, and read here from the template in the reader's; the firm's own items as written.
 */
export function textsOf(request: DocumentRequest, language: Language): { title: string; instructions: string } {
  const item = request.templateItemId ? TEMPLATE_ITEMS.get(request.templateItemId) : undefined;
  const stored = item && [item.title.en, item.title.fr].includes(request.title);
  return stored ? { title: item.title[language], instructions: item.instructions[language] } : { title: request.title, instructions: request.instructions };
}

/** A YYYY-MM-DD day as a local date (new Date('2026-03-01') would be the day before, west of Greenwich). */
export function dayOf(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Today as YYYY-MM-DD, on the reader's clock. */
export function today(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Still waiting on the client and past its due date. */
export function isOverdue(request: DocumentRequest, now: Date = new Date()): boolean {
  return Boolean(request.dueDate) && (request.status === 'requested' || request.status === 'rejected') && (request.dueDate ?? '') < today(now);
}

/** The client can upload for it: neither accepted nor waived. */
export function takesUpload(request: DocumentRequest): boolean {
  return request.status !== 'accepted' && request.status !== 'waived';
}
