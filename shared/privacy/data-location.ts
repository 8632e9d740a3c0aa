/**
 * Where the portal keeps its data, in words: the deployment's AWS region (the functions' AWS_REGION),
 * and the documents' store (the firm's Microsoft 365 tenant when DOCUMENT_STORE=onedrive).
 */
import type { BilingualText, DataLocation } from './types';

/** The regions a Canadian firm is likely to deploy in, named as AWS names them; another reads as its code. */
export const AWS_REGION_NAMES: Readonly<Record<string, BilingualText>> = {
  'ca-central-1': { en: 'Canada (Central)', fr: 'Canada (Centre)' },
  'ca-west-1': { en: 'Canada West (Calgary)', fr: 'Canada Ouest (Calgary)' },
  'us-east-1': { en: 'US East (N. Virginia)', fr: 'États-Unis Est (Virginie du Nord)' },
  'us-east-2': { en: 'US East (Ohio)', fr: 'États-Unis Est (Ohio)' },
  'us-west-2': { en: 'US West (Oregon)', fr: 'États-Unis Ouest (Oregon)' },
  'eu-west-1': { en: 'Europe (Ireland)', fr: 'Europe (Irlande)' },
  'eu-west-3': { en: 'Europe (Paris)', fr: 'Europe (Paris)' },
};

/** E.g. "Amazon Web Services, Canada (Central) — ca-central-1". */
export function regionDescription(region: string): BilingualText {
  const name = AWS_REGION_NAMES[region];
  return {
    en: name ? `Amazon Web Services, ${name.en} — ${region}` : `Amazon Web Services — ${region}`,
    fr: name ? `Amazon Web Services, ${name.fr} — ${region}` : `Amazon Web Services — ${region}`,
  };
}

export function dataLocationOf(region: string, documentStore: 's3' | 'onedrive'): DataLocation {
  const where = regionDescription(region);
  const documents: BilingualText =
    documentStore === 'onedrive'
      ? { en: 'the firm’s Microsoft 365 (OneDrive) tenant', fr: 'le locataire Microsoft 365 (OneDrive) du cabinet' }
      : where;
  return {
    region,
    documentStore,
    lines: {
      en: [`Your account, cases, messages and the activity log: ${where.en}`, `Documents: ${documents.en}`],
      fr: [`Votre compte, vos dossiers, vos messages et le journal d’activité : ${where.fr}`, `Documents : ${documents.fr}`],
    },
  };
}
