/**
 * The OneDrive store's settings: the app registration's credentials (tenant, client id and secret),
 * the drive and the root folder of the case folders. Locally they are the JSON of `ONEDRIVE_SECRET`;
 * in AWS the secret at `ONEDRIVE_SECRET_ARN`, read at most every 5 minutes so a filled-in or rotated
 * secret is picked up without a deploy. Until an administrator fills it in (the stack creates it with
 * `FILL-ME` values) every store call is refused with STORE.NOT_CONFIGURED.
 */
import { STORE } from '../../../../shared/documents/refusals';
import { config } from '../../../core/config';
import { refusal } from '../../../core/errors';
import { logger } from '../../../core/logger';
import { secretString } from '../../../core/secrets';
import { isGraphId } from './graph-ids';

export interface OneDriveSettings {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  driveId: string;
  rootFolderId: string;
}

/** How long a read secret is served before it is read again. */
export const SETTINGS_MAX_AGE_MS = 5 * 60 * 1000;

const FIELDS = ['tenantId', 'clientId', 'clientSecret', 'driveId', 'rootFolderId'] as const;

/** Empty, or a placeholder the stack wrote (`FILL-ME`, `FILL_IN`, …). */
const isUnfilled = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '' || value.trim().startsWith('FILL');

/** The settings in a secret's JSON; refused (and logged by field name, never value) when incomplete. */
export function parseOneDriveSettings(json: string): OneDriveSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    logger.warn('The OneDrive secret is not JSON');
    throw refusal(STORE.NOT_CONFIGURED);
  }
  const fields = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const value = (field: (typeof FIELDS)[number]) => String(fields[field]).trim();
  const unfilled = FIELDS.filter((field) => isUnfilled(fields[field]));
  // The drive and root folder ids go into URL paths as they are.
  const malformed = (['driveId', 'rootFolderId'] as const).filter((field) => !unfilled.includes(field) && !isGraphId(value(field)));
  if (unfilled.length > 0 || malformed.length > 0) {
    logger.warn('The OneDrive secret is not filled in', { unfilled, malformed });
    throw refusal(STORE.NOT_CONFIGURED);
  }
  return { tenantId: value('tenantId'), clientId: value('clientId'), clientSecret: value('clientSecret'), driveId: value('driveId'), rootFolderId: value('rootFolderId') };
}

/** The current settings: `ONEDRIVE_SECRET` when set (local), else the secret at `ONEDRIVE_SECRET_ARN`. */
export async function oneDriveSettings(): Promise<OneDriveSettings> {
  const direct = config.onedriveSecret;
  if (direct !== undefined) return parseOneDriveSettings(direct);
  const arn = config.onedriveSecretArn;
  if (arn === undefined) {
    logger.warn('Neither ONEDRIVE_SECRET nor ONEDRIVE_SECRET_ARN is set');
    throw refusal(STORE.NOT_CONFIGURED);
  }
  let json: string;
  try {
    json = await secretString(arn, SETTINGS_MAX_AGE_MS);
  } catch (error) {
    logger.error('Could not read the OneDrive secret', { errorName: error instanceof Error ? error.name : typeof error });
    throw refusal(STORE.UNAVAILABLE);
  }
  return parseOneDriveSettings(json);
}
