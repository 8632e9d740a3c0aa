/** Records as the API answers them, for the component tests. */
import type { Case } from '@shared/cases/types';
import type { StoredItem } from '@shared/documents/types';
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
