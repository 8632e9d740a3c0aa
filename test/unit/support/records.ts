/** Cases and orgs as the table holds them, with sensible defaults for the tests to override. */
import type { CreateCaseBody } from '../../../shared/cases/schemas';
import type { Case } from '../../../shared/cases/types';
import type { OrgSummary } from '../../../shared/orgs/types';
import { DEFAULT_PRIVACY_NOTICE } from '../../../shared/privacy/default-notice';
import { ORG_ID, OTHER_ORG_ID, adminOfOrg, clientOfOrg, newcomer } from './users';

export function caseFixture(overrides: Partial<Case> = {}): Case {
  return {
    caseId: 'case-1',
    orgId: ORG_ID,
    caseName: 'Work permit renewal',
    caseNumber: 'WP-2026-001',
    clientId: clientOfOrg.userId,
    clientName: clientOfOrg.name,
    clientEmail: clientOfOrg.email,
    clientPhone: clientOfOrg.phone,
    attorneyId: adminOfOrg.userId,
    attorneyName: adminOfOrg.name,
    category: 'Permis de travail',
    description: 'Renewal of a closed work permit',
    status: 'open',
    openDate: '2026-02-01T10:00:00.000Z',
    dateUpdated: '2026-02-01T10:00:00.000Z',
    docsNum: 0,
    caseFolderId: 'folder-1',
    caseFolderName: 'Work permit renewal',
    discreet: false,
    ...overrides,
  };
}

export function orgFixture(overrides: Partial<OrgSummary> = {}): OrgSummary {
  return {
    orgId: ORG_ID,
    name: 'Tremblay Immigration',
    address: '1 rue du Port, Montréal',
    phone: '+1 514 555 0199',
    email: 'office@firm.test',
    website: 'https://firm.test',
    requestReminders: { daysBefore: 3, onDueDate: true, overdueEveryDays: 3 },
    privacyNotice: DEFAULT_PRIVACY_NOTICE,
    retentionYears: 7,
    casesCount: 3,
    openCasesCount: 2,
    clientsCount: 2,
    documentsUploadedCount: 7,
    ...overrides,
  };
}

/** Both orgs of the principals exist before each test. */
export const orgs: readonly OrgSummary[] = [
  orgFixture(),
  orgFixture({ orgId: OTHER_ORG_ID, name: 'Rival Law', email: 'office@rival.test' }),
];

/** What an admin sends to open a case for this client (the newcomer unless told otherwise). */
export function createCaseBody(client: { name: string; email: string } = newcomer, overrides: Partial<CreateCaseBody> = {}): CreateCaseBody {
  return {
    caseName: 'Study permit',
    caseNumber: 'SP-2026-014',
    clientName: client.name,
    clientEmail: client.email,
    clientPhone: '+1 438 555 0111',
    category: "Permis d'études",
    description: 'First application',
    ...overrides,
  };
}
