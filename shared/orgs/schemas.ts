/** Request schemas of the orgs routes (zod): the firm's details, shared by the handler and the Firm settings form. */
import * as z from 'zod/mini';
import { BILLING_LIMITS } from '../billing/limits';
import { FIELD_MESSAGES } from '../core/field-messages';
import { LIMITS } from '../core/limits';
import { NOTHING_TO_UPDATE, flag, phoneField, requiredText, text } from '../core/schemas';
import { privacyNoticeField } from '../privacy/schemas';
import { ORG_LIMITS } from './limits';
import { EXPIRING_DOCUMENTS_DAYS, REQUEST_REMINDER_LIMITS } from './reminders';
import { ORGS } from './refusals';
import { RETENTION_YEARS } from './retention';

const websiteField = (label = 'Website') =>
  text(label, ORG_LIMITS.website).check(
    z.refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), FIELD_MESSAGES.website(label)),
  );
const optionalEmail = (label: string) =>
  z.pipe(
    text(label, LIMITS.email),
    z.transform((value: string) => value.toLowerCase()),
  ).check(z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), FIELD_MESSAGES.email(label)));

const wholeDays = (label: string, range: { min: number; max: number }) => {
  const message = `${label} must be a whole number from ${range.min} to ${range.max}`;
  return z.number({ error: message }).check(z.refine((value) => Number.isInteger(value) && value >= range.min && value <= range.max, message));
};

/** When the firm's clients are reminded of the documents asked of them (every field required: the form sends all three). */
export const requestRemindersField = z.strictObject(
  {
    daysBefore: wholeDays('Days before', REQUEST_REMINDER_LIMITS.daysBefore),
    onDueDate: flag('On the due date'),
    overdueEveryDays: wholeDays('Overdue every days', REQUEST_REMINDER_LIMITS.overdueEveryDays),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Request reminders must be an object with daysBefore, onDueDate and overdueEveryDays' : undefined) },
);

/** How many years the firm keeps a closed case (6 to 10): refused with `retention-out-of-range`. */
export const retentionYearsField = z
  .number({ error: ORGS.RETENTION_OUT_OF_RANGE.message })
  .check(
    z.refine(
      (value) => Number.isInteger(value) && value >= RETENTION_YEARS.min && value <= RETENTION_YEARS.max,
      ORGS.RETENTION_OUT_OF_RANGE.message,
    ),
  );

/** PATCH /v1/admin/orgs/{orgId}: the firm's details (Settings → Firm). */
export const updateOrgBody = z
  .strictObject({
    name: z.optional(requiredText('Firm name', LIMITS.name)),
    address: z.optional(text('Address', ORG_LIMITS.address)),
    phone: z.optional(phoneField()),
    email: z.optional(optionalEmail('Email')),
    website: z.optional(websiteField()),
    requireStaffTwoFactor: z.optional(flag('requireStaffTwoFactor')),
    /** Discreet e-mails for every case (refused with `discreet-cases-not-boolean`). */
    discreetCases: z.optional(z.boolean({ error: ORGS.DISCREET_CASES_NOT_BOOLEAN.message })),
    requestReminders: z.optional(requestRemindersField),
    // --- privacy notice: its limits are refused with codes by the server ---
    privacyNotice: z.optional(privacyNoticeField),
    // --- end privacy notice ---
    retentionYears: z.optional(retentionYearsField),
    // Billing: the numbers printed on the firm's invoices, and how its clients pay by e-Transfer or wire.
    gstHstNumber: z.optional(text('GST/HST number', BILLING_LIMITS.taxNumber)),
    qstNumber: z.optional(text('QST number', BILLING_LIMITS.taxNumber)),
    paymentInstructions: z.optional(text('Payment instructions', BILLING_LIMITS.paymentInstructions)),
  })
  .check(NOTHING_TO_UPDATE);
export type UpdateOrgBody = z.output<typeof updateOrgBody>;

const daysMessage = `days must be a whole number from ${EXPIRING_DOCUMENTS_DAYS.min} to ${EXPIRING_DOCUMENTS_DAYS.max}`;
/** GET /v1/admin/orgs/{orgId}/expiring-documents?days=: how far ahead to look (1 to 365 days, 180 when absent). */
export const expiringDocumentsQuery = z.strictObject({
  days: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, daysMessage)),
      z.pipe(
        z.transform(Number),
        z.number().check(z.refine((value) => value >= EXPIRING_DOCUMENTS_DAYS.min && value <= EXPIRING_DOCUMENTS_DAYS.max, daysMessage)),
      ),
    ),
    EXPIRING_DOCUMENTS_DAYS.fallback,
  ),
});
export type ExpiringDocumentsQuery = z.output<typeof expiringDocumentsQuery>;
