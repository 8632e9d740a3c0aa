/** Records as the API answers them, for the component tests. */
import type { Invoice } from '@shared/billing/types';
import type { Case, CaseEmail } from '@shared/cases/types';
import type { StoredItem } from '@shared/documents/types';
import type { OrgSummary } from '@shared/orgs/types';
import type { DocumentRequest } from '@shared/requests/types';
import type { UserSettings } from '@shared/settings/types';
import type { User } from '@shared/users/types';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    userId: 'user-1',
    orgId: 'org-1',
    name: 'Casey Client',
    email: 'client@demo.test',
    phone: '+1 514 555 0100',
    userType: 'client',
    status: 'active',
    dateCreated: '2026-01-05T10:00:00.000Z',
    photoURL: '',
    ...overrides,
  } as User;
}

export function aCase(overrides: Partial<Case> = {}): Case {
  return {
    caseId: 'case-1',
    orgId: 'org-1',
    caseName: 'Work Permit Application',
    caseNumber: 'IMM-2026-0001',
    clientId: 'user-1',
    clientName: 'Casey Client',
    clientEmail: 'client@demo.test',
    clientPhone: '+1 514 555 0100',
    attorneyId: 'admin-1',
    attorneyName: 'Alex Admin',
    category: 'Work Permit',
    description: 'Open work permit',
    status: 'open',
    openDate: '2026-02-01T10:00:00.000Z',
    dateUpdated: '2026-02-01T10:00:00.000Z',
    docsNum: 3,
    caseFolderId: 'folder-1',
    caseFolderName: 'Work Permit Application',
    discreet: false,
    ...overrides,
  };
}

export function aFile(overrides: Partial<StoredItem> = {}): StoredItem {
  return {
    id: 'doc-1',
    name: 'passport.pdf',
    size: 2048,
    createdDateTime: '2026-02-02T10:00:00.000Z',
    lastModifiedDateTime: '2026-02-02T10:00:00.000Z',
    createdBy: { user: { displayName: 'Casey Client' } },
    webUrl: '',
    type: 'file',
    file: { mimeType: 'application/pdf' },
    status: 'available',
    ...overrides,
  };
}

/** A message the admin e-mailed the case's client, delivered. */
export function aCaseEmail(overrides: Partial<CaseEmail> = {}): CaseEmail {
  return {
    messageId: 'message-1',
    caseId: 'case-1',
    senderName: 'Alex Admin',
    recipientEmail: 'client@demo.test',
    recipientName: 'Casey Client',
    message: 'Your documents are due on Friday.',
    createdAt: '2026-02-03T15:30:00.000Z',
    delivery: 'sent',
    deliveredAt: '2026-02-03T15:30:05.000Z',
    ...overrides,
  };
}

/** An item the firm asked of the case's client, still requested. */
export function aDocumentRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    requestId: 'req-1',
    caseId: 'case-1',
    title: 'Passport',
    // Typed in one language by the firm, unless the test says otherwise.
    titles: { en: overrides.title ?? 'Passport' },
    history: [{ at: '2026-02-01T10:00:00.000Z', by: { userId: 'admin-1', name: 'Alex Admin', role: 'admin' }, action: 'requested' }],
    instructions: 'Every page with a stamp.',
    concerns: { kind: 'client' },
    translationRequired: false,
    status: 'requested',
    reason: '',
    documentIds: [],
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    updatedBy: { userId: 'admin-1', name: 'Alex Admin', role: 'admin' },
    ...overrides,
  };
}

/** What the settings screens read of the demo admin: their record, their saved settings, their firm. */
export const adminOfSettings = {
  admin: { userId: 'admin-1', orgId: 'org-1', name: 'Alex Admin', email: 'admin@demo.test', userType: 'admin', status: 'active' } as User,
  settings: {
    profile: { name: 'Alex Admin', email: 'admin@demo.test', title: '', phone: '', fax: '', bio: '' },
    notifications: { emailNotifications: true, pushNotifications: true, newCaseAlerts: true, documentUpdates: true, messageNotifications: true, weeklyReports: false, smsAlerts: false, requests: true, documents: true, messages: true, progress: true },
    email: { signature: 'Best regards, Alex Admin', autoReply: false, autoReplyMessage: 'Back soon.' },
    security: { sessionTimeout: 30 },
  } as UserSettings,
  org: { orgId: 'org-1', name: 'Demo Law', address: '', phone: '', email: '', website: '' } as OrgSummary,
};

/** An invoice as the billing routes answer it: sent, $1,130.00 with Ontario's HST, nothing paid. */
export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    invoiceId: 'inv-1',
    orgId: 'org-1',
    caseId: 'case-1',
    clientId: 'client-1',
    clientName: 'Amara Okafor',
    caseName: 'Study permit',
    number: 7,
    status: 'sent',
    province: 'ON',
    nonResident: false,
    issuedOn: '2026-11-02',
    lines: [],
    subtotalCents: 100_000,
    taxes: [{ name: 'HST', rate: 13, amountCents: 13_000 }],
    totalCents: 113_000,
    paidCents: 0,
    balanceCents: 113_000,
    createdAt: '2026-11-02T10:00:00.000Z',
    createdBy: 'Alex Admin',
    ...overrides,
  };
}
