/**
 * The starting stage sets, one per case category (shared/cases/constants.ts), in English and French,
 * after how IRCC and the IRB move each kind of file. A firm replaces any of them in its settings
 * (PUT /v1/admin/orgs/{orgId}/stage-sets); a category it never defined follows the set shipped here.
 *
 * Stages that mean the same thing share an id across categories (`intake`, `documents`, `submitted`,
 * `decision` …), so a case moved to another category usually keeps a stage of the new set.
 */
import type { StageDefinition, StageSet } from './types';

const stage = (stageId: string, en: string, fr: string): StageDefinition => ({ stageId, label: { en, fr } });

const INTAKE = stage('intake', 'Intake', 'Ouverture du dossier');
const DOCUMENTS = stage('documents', 'Documents', 'Collecte des documents');
const PREPARATION = stage('preparation', 'Preparation', 'Préparation de la demande');
const SUBMITTED = stage('submitted', 'Submitted to IRCC', 'Soumise à IRCC');
const BIOMETRICS = stage('biometrics', 'Biometrics', 'Données biométriques');
const MEDICAL = stage('medical', 'Medical exam', 'Examen médical');
const DECISION = stage('decision', 'Decision', 'Décision');

/** The category whose set a case of a category with no set of its own follows. */
export const FALLBACK_STAGE_CATEGORY = 'Other';

export const SHIPPED_STAGE_SETS: readonly StageSet[] = [
  {
    category: 'Consultation',
    stages: [INTAKE, stage('consultation', 'Consultation', 'Consultation'), stage('follow-up', 'Follow-up', 'Suivi')],
  },
  {
    category: "Demande d'asile",
    stages: [
      INTAKE,
      stage('boc', 'Basis of Claim form', 'Formulaire Fondement de la demande d’asile'),
      DOCUMENTS,
      stage('referred', 'Referred to the IRB', 'Déférée à la CISR'),
      stage('hearing-preparation', 'Hearing preparation', 'Préparation de l’audience'),
      stage('hearing', 'Hearing', 'Audience'),
      DECISION,
    ],
  },
  {
    category: 'Parrainage',
    stages: [INTAKE, DOCUMENTS, PREPARATION, SUBMITTED, stage('sponsor-approved', 'Sponsor approved', 'Répondant approuvé'), BIOMETRICS, MEDICAL, DECISION],
  },
  { category: 'Permis de travail', stages: [INTAKE, DOCUMENTS, PREPARATION, SUBMITTED, BIOMETRICS, DECISION] },
  { category: "Permis d'études", stages: [INTAKE, DOCUMENTS, PREPARATION, SUBMITTED, BIOMETRICS, DECISION] },
  {
    category: 'ERAR',
    stages: [INTAKE, DOCUMENTS, PREPARATION, SUBMITTED, stage('interview', 'Interview', 'Entrevue'), DECISION],
  },
  {
    category: 'Demande pour considération humanitaire',
    stages: [
      INTAKE,
      DOCUMENTS,
      PREPARATION,
      SUBMITTED,
      stage('stage-one', 'First-stage approval', 'Approbation de principe'),
      MEDICAL,
      DECISION,
    ],
  },
  { category: FALLBACK_STAGE_CATEGORY, stages: [INTAKE, DOCUMENTS, PREPARATION, SUBMITTED, DECISION] },
];

/**
 * The stage set a case of `category` follows: the firm's set of that category, else the shipped one,
 * else the firm's `Other` set, else the shipped `Other` set.
 */
export function stageSetFor(category: string, firmSets: readonly StageSet[] = []): StageSet {
  const byCategory = (sets: readonly StageSet[], wanted: string) => sets.find((set) => set.category === wanted);
  const found =
    byCategory(firmSets, category) ??
    byCategory(SHIPPED_STAGE_SETS, category) ??
    byCategory(firmSets, FALLBACK_STAGE_CATEGORY) ??
    byCategory(SHIPPED_STAGE_SETS, FALLBACK_STAGE_CATEGORY);
  if (!found) throw new Error(`No stage set for ${category}, and none for ${FALLBACK_STAGE_CATEGORY}`);
  return found;
}

/** Every category's set the firm's cases follow: its own, then the shipped ones it did not replace. */
export function mergedStageSets(firmSets: readonly StageSet[]): { set: StageSet; source: 'firm' | 'shipped' }[] {
  const own = new Set(firmSets.map((set) => set.category));
  return [
    ...firmSets.map((set) => ({ set, source: 'firm' as const })),
    ...SHIPPED_STAGE_SETS.filter((set) => !own.has(set.category)).map((set) => ({ set, source: 'shipped' as const })),
  ];
}
