/** Request schemas of the package routes (zod). */
import * as z from 'zod/mini';
import { dateField } from '../core/schemas';

/** POST /v1/admin/cases/{caseId}/packages: documents expiring before `expiryCheckDate` (default: today) are problems. */
export const buildPackageBody = z.strictObject({
  expiryCheckDate: z.optional(dateField('Expiry check date')),
});
export type BuildPackageBody = z.infer<typeof buildPackageBody>;
