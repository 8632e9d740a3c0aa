/**
 * The demo org, users and cases the local stack seeds. Plain data (no I/O), so tests and tools can
 * import the demo credentials without touching the table.
 */
import type { CaseCategory, CaseStatus } from '../shared/cases/constants';
import type { UserType } from '../shared/users/constants';

export const DEMO_ORG = {
  orgId: 'demo-org',
  name: 'Demo Immigration Law LLP',
  address: '100 Demo Street, Suite 200, Montréal, QC H2X 1Y4',
  phone: '+1 514 555 0100',
  email: 'contact@demo.test',
  website: 'https://demo.test',
  // Billing: sample registration numbers (the formats of the CRA's and Revenu Québec's) and payment instructions.
  gstHstNumber: '123456789 RT0001',
  qstNumber: '1234567890 TQ0001',
  paymentInstructions: 'Interac e-Transfer: payments@demo.test\nWire: Demo Bank, institution 001, transit 00011, account 1234567',
} as const;

/** Every demo user signs in with this password. */
export const DEMO_PASSWORD = 'Demo!Pass123';

export interface DemoUser {
  email: string;
  name: string;
  phone: string;
  userType: UserType;
}

export const DEMO_ADMIN: DemoUser = { email: 'admin@demo.test', name: 'Alex Admin', phone: '+1 514 555 0110', userType: 'admin' };
export const DEMO_CLIENT: DemoUser = { email: 'client@demo.test', name: 'Casey Client', phone: '+1 514 555 0121', userType: 'client' };
export const DEMO_CLIENT_2: DemoUser = { email: 'client2@demo.test', name: 'Jordan Client', phone: '+1 514 555 0122', userType: 'client' };

export const DEMO_USERS: readonly DemoUser[] = [DEMO_ADMIN, DEMO_CLIENT, DEMO_CLIENT_2];

export interface DemoCase {
  caseName: string;
  caseNumber: string;
  category: CaseCategory;
  status: CaseStatus;
  description: string;
  /** How long ago the case was opened. */
  openedDaysAgo: number;
}

/** Three cases per client, by client e-mail, with varied statuses and categories. */
export const DEMO_CASES: Readonly<Record<string, readonly DemoCase[]>> = {
  [DEMO_CLIENT.email]: [
    {
      caseName: 'Work Permit Application',
      caseNumber: 'IMM-2025-0101',
      category: 'Permis de travail',
      status: 'open',
      description: 'Employer-specific work permit following a positive LMIA; gathering the job offer and proof of experience.',
      openedDaysAgo: 12,
    },
    {
      caseName: 'Spousal Sponsorship',
      caseNumber: 'IMM-2025-0102',
      category: 'Parrainage',
      status: 'in-progress',
      description: 'Inland spousal sponsorship; relationship evidence submitted, awaiting biometrics instructions.',
      openedDaysAgo: 45,
    },
    {
      caseName: 'Initial Consultation',
      caseNumber: 'IMM-2024-0877',
      category: 'Consultation',
      status: 'closed',
      description: 'First meeting to review options for permanent residence.',
      openedDaysAgo: 160,
    },
  ],
  [DEMO_CLIENT_2.email]: [
    {
      caseName: 'Refugee Protection Claim',
      caseNumber: 'IMM-2025-0140',
      category: "Demande d'asile",
      status: 'in-progress',
      description: 'Basis of Claim form filed; preparing for the hearing at the Refugee Protection Division.',
      openedDaysAgo: 30,
    },
    {
      caseName: 'Study Permit Extension',
      caseNumber: 'IMM-2025-0141',
      category: "Permis d'études",
      status: 'on-hold',
      description: 'Extension on hold until the new letter of acceptance arrives.',
      openedDaysAgo: 20,
    },
    {
      caseName: 'Humanitarian and Compassionate Application',
      caseNumber: 'IMM-2025-0142',
      category: 'Demande pour considération humanitaire',
      status: 'open',
      description: 'H&C application: collecting proof of establishment and best interests of the children.',
      openedDaysAgo: 3,
    },
  ],
};

/**
 * The firm's documents on the first case of client@demo.test: one in the case's root folder shared
 * with the client (their "From your firm"), one in a sub-folder staff keep to themselves.
 */
export interface DemoDocument {
  fileName: string;
  text: string;
  /** A sub-folder of the case's root folder (made for it), or the root itself. */
  subFolder?: string;
  sharedWithClient: boolean;
}

export const DEMO_DOCUMENTS: Readonly<Record<string, readonly DemoDocument[]>> = {
  [DEMO_CLIENT.email]: [
    {
      fileName: 'Document checklist.txt',
      text: 'Work permit application: documents to provide\n- Passport (every page with a stamp)\n- Job offer letter\n- Proof of experience\n',
      sharedWithClient: true,
    },
    {
      fileName: 'Internal case notes.txt',
      text: 'LMIA approved; check the NOC code against the job offer before filing.\n',
      subFolder: 'Firm notes',
      sharedWithClient: false,
    },
  ],
};
