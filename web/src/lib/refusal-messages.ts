/**
 * The API's refusals in the reader's language, from their code (the `x-refusal-code` header), never
 * from their English words. English is the refusal's own sentence (shared/<feature>/refusals.ts, the
 * spec's words); French is below, one per code (refusal-messages.test.tsx beside it fails on a code
 * without it). A refusal without a code shows its server sentence in English, and in French a
 * sentence of its kind (its HTTP status).
 */
import { i18n } from '@lingui/core';
import { PROGRESS } from '@shared/progress/refusals';
import { msg } from '@lingui/core/macro';
import { ACTIVITY } from '@shared/activity/refusals';
import { CASES } from '@shared/cases/refusals';
import { COMMON, NOT_FOUND, type Refusal } from '@shared/core/refusals';
import { DOCUMENTS, STORE } from '@shared/documents/refusals';
import { EXPORTS } from '@shared/exports/refusals';
import { MESSAGES } from '@shared/messages/refusals';
import { PRIVACY } from '@shared/privacy/refusals';
import { ORGS } from '@shared/orgs/refusals';
import { REQUESTS } from '@shared/requests/refusals';
import { SETTINGS } from '@shared/settings/refusals';
import { IDENTITY, USERS } from '@shared/users/refusals';
import { ApiRequestError } from './api-error';
import { currentLanguage, type Language } from './i18n';

/** Every refusal the API names, by code. */
export const CODED_REFUSALS: ReadonlyMap<string, Refusal> = new Map(
  [COMMON, NOT_FOUND, CASES, DOCUMENTS, STORE, USERS, IDENTITY, SETTINGS, REQUESTS, MESSAGES, PRIVACY, EXPORTS, ORGS, ACTIVITY, PROGRESS]
    .flatMap((group) => Object.values(group) as Refusal[])
    .filter((refusal): refusal is Refusal & { code: string } => refusal.code !== undefined)
    .map((refusal) => [refusal.code, refusal]),
);

/** The French sentence of each coded refusal. */
// The French itself (the English is in shared/<feature>/refusals.ts).
/* eslint-disable lingui/no-unlocalized-strings */
export const FRENCH_REFUSALS: Readonly<Record<string, string>> = {
  'two-factor-required':
    'Votre cabinet exige la connexion à deux facteurs : activez-la dans Paramètres → Sécurité pour travailler sur les dossiers et les documents du cabinet',
  'staff-password-sign-in':
    'Le personnel se connecte avec son mot de passe (et son deuxième facteur), pas avec un code reçu par courriel : reconnectez-vous avec votre mot de passe',
  'org-missing': 'Organisation introuvable',
  'folder-missing': 'Répertoire introuvable',
  'case-number-taken': 'Ce numéro de dossier existe déjà',
  'case-exists': 'Ce dossier existe déjà',
  'case-changed': 'Ce dossier a été modifié par quelqu’un d’autre. Veuillez recharger la page et réessayer.',
  'case-being-destroyed': 'Ce dossier est en cours de destruction selon la règle de conservation du cabinet et ne peut plus être modifié',
  'retention-out-of-range': 'La durée de conservation doit être un nombre entier d’années de 6 à 10',
  'discreet-not-boolean': 'discreet doit valoir true ou false',
  'discreet-cases-not-boolean': 'discreetCases doit valoir true ou false',
  'batch-claimed': 'Ce lot de téléversement a déjà été finalisé ou est en cours de finalisation : téléversez de nouveau les fichiers s’ils manquent',
  'document-exists': 'Ce document a déjà été enregistré',
  'folder-exists': 'Ce répertoire existe déjà',
  'name-taken': 'Ce nom est déjà utilisé dans ce répertoire',
  'store-not-configured':
    'Le stockage des documents n’est pas encore configuré : un administrateur doit remplir les paramètres OneDrive de ce portail',
  'email-taken': 'Un utilisateur avec ce courriel existe déjà',
  'user-taken': 'Cet utilisateur existe déjà',
  'user-changed': 'Cet utilisateur a été modifié par quelqu’un d’autre. Veuillez recharger la page et réessayer.',
  'last-admin': 'Une organisation doit garder au moins un administrateur actif',
  'language-not-offered': 'La langue doit être en ou fr',
  // The privacy notice.
  'privacy-version-outdated': 'L’avis de confidentialité a changé depuis son affichage : lisez l’avis en vigueur, puis acceptez-le',
  'privacy-notice-empty': 'Un avis de confidentialité doit avoir son texte (en anglais et en français) ou un lien',
  'privacy-notice-language-missing': 'Le texte de l’avis de confidentialité est requis en anglais et en français',
  'privacy-notice-too-long': 'Chaque langue de l’avis de confidentialité doit compter au plus 20000 caractères',
  'privacy-notice-characters': 'L’avis de confidentialité contient des caractères non permis',
  'privacy-notice-url': 'Le lien de l’avis de confidentialité doit être une adresse Web commençant par https:// (au plus 2048 caractères)',
  'not-previewable': 'Ce document ne peut pas être affiché dans la page (seuls les PDF et les images le peuvent) : téléchargez-le plutôt',
  'client-upload-always-shared': 'Le client a téléversé ce document : il le voit toujours',
  'request-missing': 'Document demandé introuvable',
  'message-body-required': 'Écrivez un message avant de l’envoyer',
  'message-body-too-long': 'Un message compte au plus 10 000 caractères',
  'message-documents-limit': 'Un message peut joindre au plus 5 documents',
  'message-document-unknown': 'Un document joint n’est pas un document de ce dossier que vous pouvez voir : téléversez-le d’abord dans le dossier',
  'message-document-unavailable': 'Un document joint n’est pas encore disponible (vérification en cours, ou bloqué) : réessayez lorsqu’il le sera',
  'request-nothing-to-add': 'Envoyez des éléments, un modèle ou les deux',
  'request-template-unknown': 'Ce modèle de demande de documents n’existe pas',
  'request-reason-required': 'Un refus doit indiquer au client la raison, pour qu’il puisse y remédier',
  'request-expiry-needs-acceptance': 'Seul un document accepté peut avoir une date d’expiration',
  'request-waived': 'Ce document n’est plus demandé : ajoutez-le de nouveau pour le demander',
  'request-nothing-to-reject': 'Rien n’a été téléversé pour ce document depuis sa dernière demande',
  'request-unchanged': 'Cette demande de document est déjà dans cet état',
  'request-closed': 'Ce document a déjà été accepté ou n’est plus demandé',
  'request-limit': 'Un dossier peut contenir au plus 200 documents demandés',
  'stage-unknown': 'Cette étape ne fait pas partie des étapes du cabinet pour la catégorie de ce dossier',
  'stage-required': 'Une note d’étape ou une date prévue exige une étape : choisissez l’étape du dossier',
  'request-documents-limit': 'Au plus 50 fichiers peuvent être téléversés pour un même document demandé',
  'request-changed': 'Cette demande de document a été modifiée par quelqu’un d’autre. Veuillez recharger la page et réessayer.',
  'request-title-required': 'Un document demandé doit avoir un titre, en anglais ou en français',
  'request-due-twice': 'Indiquez une date d’échéance ou un nombre de jours, pas les deux',
  'request-nothing-to-change': 'Envoyez une décision (statut), ou un nouveau titre, de nouvelles instructions ou une nouvelle date d’échéance',
  'request-reason-needs-decision': 'Une raison ou une date d’expiration accompagne une décision (statut)',
  'request-nothing-to-accept': 'Rien n’a été téléversé pour ce document : s’il n’est plus nécessaire, choisissez plutôt « Ne plus demander »',
  'request-has-uploads': 'Des fichiers ont été téléversés pour ce document, il ne peut donc pas être supprimé : choisissez plutôt « Ne plus demander »',
  'request-nothing-to-remind': 'Aucun de ces documents n’est attendu du client',
  'request-client-not-emailed': 'Le client ne reçoit pas de courriels du portail (son compte est inactif ou ses avis par courriel sont désactivés)',
  'request-reminder-not-sent': 'Le rappel n’a pas pu être envoyé. Veuillez réessayer dans un moment.',
  'request-template-id-invalid': 'L’identifiant d’un modèle doit compter de 1 à 64 lettres minuscules, chiffres et tirets',
  'request-template-missing': 'Modèle de demande de documents introuvable',
  'request-template-limit': 'Un cabinet peut conserver au plus 50 modèles qui lui sont propres : supprimez-en un d’abord',
  'export-already-requested': 'Vous avez déjà demandé une copie de vos renseignements',
  'export-not-requested': 'Ce client n’a pas demandé de copie de ses renseignements',
  'export-not-approved': 'Votre cabinet n’a pas encore approuvé votre demande de copie de vos renseignements',
  'activity-kind-unknown': 'Aucun type d’activité ne porte ce nom',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** What a refusal without a code says in French, by its status. */
const BY_STATUS = {
  400: msg`The request was refused: check what was entered and try again.`,
  401: msg`Your session has ended. Please sign in again.`,
  403: msg`You do not have access to this.`,
  404: msg`Not found.`,
  409: msg`This could not be done now. Please reload and try again.`,
  413: msg`This is too large to send.`,
  429: msg`Too many requests. Please wait a moment and try again.`,
} as const;

/** The sentence of a refusal, or undefined when `error` is no API refusal or says nothing. */
export function refusalMessage(error: unknown, language: Language = currentLanguage()): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const refusal = error.code ? CODED_REFUSALS.get(error.code) : undefined;
  if (refusal?.code) return language === 'fr' ? (FRENCH_REFUSALS[refusal.code] ?? refusal.message) : refusal.message;
  if (language === 'en') return error.serverMessage;
  const generic = BY_STATUS[error.status as keyof typeof BY_STATUS];
  return generic ? i18n._(generic) : error.serverMessage === undefined ? undefined : i18n._(msg`The portal could not do this right now. Please try again in a moment.`);
}
