/** Request schemas of the orgs routes (zod): the firm's details, shared by the handler and the Firm settings form. */
import * as z from 'zod/mini';
import { FIELD_MESSAGES } from '../core/field-messages';
import { LIMITS } from '../core/limits';
import { NOTHING_TO_UPDATE, flag, phoneField, requiredText, text } from '../core/schemas';
import { ORG_LIMITS } from './limits';

const websiteField = (label = 'Website') =>
  text(label, ORG_LIMITS.website).check(
    z.refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), FIELD_MESSAGES.website(label)),
  );
const optionalEmail = (label: string) =>
  z.pipe(
    text(label, LIMITS.email),
    z.transform((value: string) => value.toLowerCase()),
  ).check(z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), FIELD_MESSAGES.email(label)));

/** PATCH /v1/admin/orgs/{orgId}: the firm's details (Settings → Firm). */
export const updateOrgBody = z
  .strictObject({
    name: z.optional(requiredText('Firm name', LIMITS.name)),
    address: z.optional(text('Address', ORG_LIMITS.address)),
    phone: z.optional(phoneField()),
    email: z.optional(optionalEmail('Email')),
    website: z.optional(websiteField()),
    requireStaffTwoFactor: z.optional(flag('requireStaffTwoFactor')),
  })
  .check(NOTHING_TO_UPDATE);
export type UpdateOrgBody = z.output<typeof updateOrgBody>;
