/**
 * The firm's privacy notice (issue 24): what sign-up and the first sign-in show, where the portal
 * keeps its data, and a user's acceptance of the notice's version.
 */

/** A text in the portal's two languages. */
export interface BilingualText {
  en: string;
  fr: string;
}

/** The firm's own notice as saved on its record (Settings → Firm): its text, a link to it, or both. */
export interface FirmPrivacyNotice {
  text?: BilingualText;
  /** https only. */
  url?: string;
  /** Set by the server whenever the notice changes (the ISO time of the change). */
  version: string;
  updatedAt: string;
}

/** The notice in force: the firm's, or the portal's default one until the firm writes its own. */
export interface PrivacyNotice {
  text?: BilingualText;
  url?: string;
  /** What an acceptance names (POST /v1/me/privacy-acceptance `{ version }`). */
  version: string;
  /** The portal's default notice: the firm never wrote one. */
  isDefault: boolean;
  /** When the firm last changed it (absent for the default). */
  updatedAt?: string;
}

/** Where the portal keeps its data: the deployment's AWS region (the local stack: this computer), and the documents' store. */
export interface DataLocation {
  /** The AWS region code, e.g. `ca-central-1`; absent when the data is not in AWS (the local stack keeps it on its computer). */
  region?: string;
  /** `onedrive`: documents live in the firm's Microsoft 365 tenant, not in AWS. */
  documentStore: 's3' | 'onedrive';
  /** The lines the notice shows, in each language (records, then documents). */
  lines: { en: string[]; fr: string[] };
}

/** GET /v1/privacy-notice: the notice the sign-up page shows, and where the data is kept. */
export interface PrivacyNoticeAnswer {
  notice: PrivacyNotice;
  dataLocation: DataLocation;
}

/** Whether the signed-in user has accepted the notice in force (GET /v1/me/settings `privacy`). */
export interface PrivacyStatus {
  currentVersion: string;
  accepted: boolean;
  acceptedVersion?: string;
  acceptedAt?: string;
  /** Only while not accepted: the notice and the data location the full-page step shows. */
  toAccept?: PrivacyNoticeAnswer;
}
