/**
 * Where the portal keeps its data, in words: the place its configuration names (DATA_LOCATION: the
 * deployment's AWS region, or this computer for the local stack), and the documents' store (the
 * firm's Microsoft 365 tenant when DOCUMENT_STORE=onedrive).
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

/** The place of a stack that keeps everything on the computer it runs on (its stand-ins for OneDrive too). */
export const THIS_COMPUTER = 'this-computer';

const ON_THIS_COMPUTER: BilingualText = { en: 'this computer (the portal’s local stack)', fr: 'cet ordinateur (environnement local du portail)' };

/** `place`: an AWS region code, or {@link THIS_COMPUTER}. */
export function dataLocationOf(place: string, documentStore: 's3' | 'onedrive'): DataLocation {
  const onThisComputer = place === THIS_COMPUTER;
  const where = onThisComputer ? ON_THIS_COMPUTER : regionDescription(place);
  const documents: BilingualText =
    documentStore === 'onedrive' && !onThisComputer
      ? { en: 'the firm’s Microsoft 365 (OneDrive) tenant', fr: 'le locataire Microsoft 365 (OneDrive) du cabinet' }
      : where;
  return {
    ...(onThisComputer ? {} : { region: place }),
    documentStore,
    lines: {
      en: [`Your account, cases, messages and the activity log: ${where.en}`, `Documents: ${documents.en}`],
      fr: [`Votre compte, vos dossiers, vos messages et le journal d’activité : ${where.fr}`, `Documents : ${documents.fr}`],
    },
  };
}
