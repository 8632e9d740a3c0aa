/**
 * Plausible values for request fields, by field name, for the sample events and the API reference.
 * A field without an entry gets a value from its JSON Schema (first enum value, an address for an
 * e-mail, text for a string); every value is checked against the field's zod schema, so a sample is
 * always one the handler accepts — and a new field with rules no fallback meets fails loudly here,
 * asking for an entry.
 */
import type * as z from 'zod/mini';
import { DEMO_CLIENT } from '../../local';
import { DEFAULT_PRIVACY_NOTICE_VERSION } from '../../shared/privacy/default-notice';
import type { JsonSchema } from './json-schema';

/** A firm's stage sets (PUT /v1/admin/orgs/{orgId}/stage-sets): the Permis de travail set, in both languages. */
export const SAMPLE_STAGE_SETS = [
  {
    category: 'Permis de travail',
    stages: [
      { stageId: 'intake', label: { en: 'Intake', fr: 'Ouverture du dossier' } },
      { stageId: 'documents', label: { en: 'Documents', fr: 'Collecte des documents' } },
      { stageId: 'submitted', label: { en: 'Submitted to IRCC', fr: 'Soumise à IRCC' } },
      { stageId: 'decision', label: { en: 'Decision', fr: 'Décision' } },
    ],
  },
];

/** An item of a firm's template (PUT /v1/admin/request-templates/{templateId}), in both languages. */
export const SAMPLE_TEMPLATE_ITEM = {
  templateItemId: 'wp-passport',
  title: { en: 'Passport', fr: 'Passeport' },
  instructions: { en: 'Every page with a stamp or a visa.', fr: 'Chaque page portant un tampon ou un visa.' },
  concerns: { kind: 'client' },
  translationRequired: false,
  dueInDays: 14,
};

/** Candidates in order of preference; the first the field's schema accepts is used. */
export const SAMPLE_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  // Cases. The client e-mail is an existing demo client's: invoking createCase then opens a case
  // for that client instead of inviting a new sign-in.
  caseName: ['Work Permit Application'],
  caseNumber: ['IMM-2025-0900'],
  category: ['Permis de travail'],
  // (A questionnaire template's description is in both languages.)
  description: ['Employer-specific work permit following a positive LMIA.', { en: 'The facts of your application.', fr: 'Les renseignements de votre demande.' }],
  // Case progress: a stage of the Permis de travail set, a note for the client, key dates.
  stage: ['submitted'],
  stageNote: ['Your application was submitted to IRCC today.'],
  expectedDate: ['2026-09-30'],
  keyDates: [{ submittedOn: '2026-06-01', applicationNumber: 'W307654321' }],
  // The firm's stage sets (PUT /v1/admin/orgs/{orgId}/stage-sets).
  sets: [SAMPLE_STAGE_SETS],
  clientName: [DEMO_CLIENT.name],
  clientEmail: [DEMO_CLIENT.email],
  clientPhone: [DEMO_CLIENT.phone],
  // Users: a new client (invited on the first call; the e-mail answers 409 or "found" afterwards).
  name: ['Riley Client'],
  // (Settings → Email is an object of the same name.)
  email: ['riley.client@demo.test', { signature: 'Best regards, Alex Admin', autoReply: false, autoReplyMessage: 'Thank you for your email.' }],
  phone: ['+1 514 555 0123'],
  // Statuses: a change that makes sense in an update.
  status: ['in-progress', 'active'],
  // Pagination: the first page of 10.
  limit: ['10'],
  // Signatures: who signs (the client; the client then staff).
  signers: [['client']],
  typedName: ['Riley Client'],
  code: ['123456'],
  // A document made from a signing template (the retainer, templateId below), its fees as typed.
  fields: [{ fees: '$2,500 plus taxes, in two instalments' }],
  // A drawn signature: a 1×1 PNG.
  drawing: ['data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='],
  // The firm's document reminders (Settings → Firm), and how far ahead the expiring documents list looks.
  requestReminders: [{ daysBefore: 3, onDueDate: true, overdueEveryDays: 3 }],
  // Retention: the firm's years a closed case is kept; a case's legal hold.
  retentionYears: [7],
  legalHold: [false],
  days: ['180'],
  // --- privacy notice: the firm's own (a link), and the version a user accepts (the default's) ---
  privacyNotice: [{ url: 'https://example-law.ca/privacy' }],
  version: [DEFAULT_PRIVACY_NOTICE_VERSION],
  // --- end privacy notice ---
  // Documents: one PDF announced for a direct upload, or a small text file sent inline (base64).
  files: [
    [{ fileName: 'passport.pdf', fileSize: 245_760, fileType: 'application/pdf' }],
    [{ fileName: 'notes.txt', fileBase64: Buffer.from('Passport number: X1234567\n').toString('base64'), fileSize: 26, fileType: 'text/plain' }],
  ],
  folderName: ['Identity documents'],
  // Billing: a Quebec invoice (fees taxed, IRCC's fee a disbursement), a retainer into trust, a month.
  province: ['QC'],
  lines: [
    [
      { description: 'Professional fees: work permit application', kind: 'fee', amountCents: 150_000, quantity: 1 },
      { description: 'IRCC processing fee', kind: 'disbursement', amountCents: 15_500 },
    ],
  ],
  amountCents: [100_000],
  method: ['e-transfer'],
  reference: ['E-TRANSFER-0001'],
  receivedOn: ['2026-11-02'],
  month: ['2026-11'],
  gstHstNumber: ['123456789 RT0001'],
  qstNumber: ['1234567890 TQ0001'],
  paymentInstructions: ['Interac e-Transfer: payments@demo.test'],
  // Staff's download links of a selection (a ZIP): document ids of the case.
  documentIds: [['00000000-0000-4000-8000-000000000000']],
  // Sharing a document with the case's client; an upload batch of staff's, shared at once.
  sharedWithClient: [true],
  shareWithClient: [true],
  // 'Send Email Regarding Case': the admin's message to the case's client.
  message: ['Your documents are due on Friday. Please upload them to the case folder.'],
  // Secure messages: a client's message on their case's thread, line breaks kept.
  body: ['Hello,\nI uploaded my passport scan. When is our next meeting?'],
  // Settings: one section per tab (the sample saves them all), and the firm's details.
  profile: [{ name: 'Alex Admin', title: 'Senior Immigration Lawyer', phone: '+1 514 555 0100', fax: '', bio: 'Immigration law since 2010.' }],
  notifications: [{ emailNotifications: true, weeklyReports: false }],
  security: [{ sessionTimeout: 30 }],
  signature: ['Best regards, Alex Admin'],
  autoReply: [false],
  requireStaffTwoFactor: [false],
  autoReplyMessage: ['Thank you for your email. We will get back to you within 24 hours.'],
  // Document requests: two items asked by hand, a starting template, a decision's note and expiry date.
  items: [
    [
      { title: 'Passport', instructions: 'Every page with a stamp or a visa.', dueDate: '2026-07-01', concerns: { kind: 'client' }, translationRequired: false },
      { title: 'Marriage certificate', concerns: { kind: 'spouse', name: 'Maria' }, translationRequired: true },
    ],
    // A firm's template (PUT /v1/admin/request-templates/{templateId}): its items in both languages.
    [SAMPLE_TEMPLATE_ITEM],
  ],
  // A requested document's titles (both languages; "" removes one) and its due date, as the firm edits them.
  titles: [{ en: 'Passport', fr: 'Passeport' }],
  dueDate: ['2026-07-01'],
  // An IRCC package's check date: documents expiring before it are problems.
  expiryCheckDate: ['2026-07-01'],
  // The IRCC upload slot an item feeds (its limit and formats default to 4 MB of PDF, JPEG or PNG).
  irccSlot: [{ name: 'Passport', maxBytes: 4194304, formats: ['pdf', 'jpeg', 'png'] }],
  // "Remind now" of one item (none: every item of the case waiting on the client).
  requestIds: [['00000000-0000-4000-8000-000000000000']],
  // A firm's template's title, in both languages, and the checklist it follows.
  title: [{ en: 'Work permit (our checklist)', fr: 'Permis de travail (notre liste)' }],
  source: ['IMM 5488'],
  // A firm's checklist template; a signing template (the service agreement).
  templateId: ['work-permit-outside-canada', 'retainer'],
  reason: ['Clear scan of every page.'],
  expiresOn: ['2031-05-01'],
  address: ['1000 Rue Sherbrooke O, Montréal QC'],
  // People on the file, and questionnaires: a spouse who accompanies, a questionnaire about them, answers saved, a return's comments.
  dateOfBirth: ['1990-04-02'],
  accompanying: [true],
  personId: ['00000000-0000-4000-8000-000000000000'],
  answers: [{ familyName: 'Silva', dateOfBirth: '1990-04-02', refusedVisa: { answer: 'no' }, activities: [{ from: '2016-01', to: 'present', activity: 'Accountant', country: 'BR' }] }],
  comments: [[{ questionId: 'activities', text: 'Please add your studies before 2016.' }]],
  sections: [
    [
      {
        sectionId: 'identity',
        titles: { en: 'Identity', fr: 'Identité' },
        questions: [{ questionId: 'familyName', type: 'text', labels: { en: 'Family name', fr: 'Nom de famille' }, required: true }],
      },
    ],
  ],
  format: ['pdf'],
  website: ['https://example-law.ca'],
};

function fallbacks(property: JsonSchema): unknown[] {
  if (property.enum) return [...property.enum];
  if (property.const !== undefined) return [property.const];
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  switch (type) {
    case 'number':
    case 'integer':
      return [property.minimum ?? 1];
    case 'boolean':
      return [true];
    case 'array':
      return [[]];
    case 'string':
    case undefined: {
      const text = 'sample'.padEnd(property.minLength ?? 0, 'x').slice(0, property.maxLength ?? 6);
      return [text, 'someone@demo.test', '1'];
    }
    default:
      return [];
  }
}

/** A valid, plausible value for a field; throws when neither the table above nor a fallback fits. */
export function sampleValue(name: string, property: JsonSchema, schema: z.ZodMiniType, context: string): unknown {
  const candidates = [...(SAMPLE_VALUES[name] ?? []), ...fallbacks(property)];
  const accepted = candidates.find((candidate) => schema.safeParse(candidate).success);
  if (accepted === undefined) {
    throw new Error(`${context}: no valid sample value for field ${name}; add one to SAMPLE_VALUES in scripts/lib/sample-values.ts`);
  }
  return accepted;
}
