/** A case's progress: the firm's stages per case category, the case's stage, its history and key dates. */

/** A stage's name in both of the portal's languages. */
export interface StageLabel {
  en: string;
  fr: string;
}

/** One step of a category's sequence, e.g. `{ stageId: 'biometrics', label: { en: 'Biometrics', fr: 'Données biométriques' } }`. */
export interface StageDefinition {
  /** Stable id (lower-case letters, digits, dashes): what a case's `stage` and the counters name. */
  stageId: string;
  label: StageLabel;
}

/** The ordered stages of one case category. */
export interface StageSet {
  /** A case category (shared/cases/constants.ts; the firm may name others). */
  category: string;
  stages: StageDefinition[];
}

/** A stage set as the firm's settings list it: its own (`firm`) or the portal's starting one (`shipped`). */
export interface ListedStageSet extends StageSet {
  source: 'firm' | 'shipped';
}

/** `GET /v1/admin/orgs/{orgId}/stage-sets`: every category's set the firm's cases follow. */
export interface StageSets {
  sets: ListedStageSet[];
  /** When and by whom the firm last replaced its sets (absent: it never did). */
  updatedAt?: string;
  updatedBy?: { userId: string; name: string };
}

/** One move of a case (or a note on its current stage), kept on the case for the client's timeline. */
export interface StageHistoryEntry {
  stage: string;
  at: string;
  by: { userId: string; name: string };
  /** A note for the client ('Your file was sent to IRCC today'). */
  note?: string;
  /** When the firm expects the next step, YYYY-MM-DD. */
  expectedDate?: string;
}

/** The dates and numbers staff fill in as the file goes (YYYY-MM-DD dates). */
export interface CaseKeyDates {
  submittedOn?: string;
  applicationNumber?: string;
  acknowledgedOn?: string;
  biometricsRequestedOn?: string;
  biometricsOn?: string;
  medicalOn?: string;
  interviewOn?: string;
  decisionOn?: string;
  expiresOn?: string;
}

/** The progress fields a case item carries (absent on cases opened before stages were kept, until their first stage). */
export interface CaseProgress {
  stage?: string;
  /** When the case entered its current stage: the start of the stay the next stage change completes. */
  stageEnteredAt?: string;
  stageHistory?: StageHistoryEntry[];
  keyDates?: CaseKeyDates;
  /** When the case was closed (absent while open): the month its closing counts in. */
  closedAt?: string;
}
