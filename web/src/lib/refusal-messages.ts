/**
 * The API's refusals in the reader's language, from their code (the `x-refusal-code` header) and
 * values (`x-refusal-values`), never from the words the server sent. English is the refusal's own
 * sentence (shared/<feature>/refusals.ts, the spec's words, gathered in shared/refusals.ts); French is
 * below, one per code, with the same `{value}` placeholders (refusal-messages.test.tsx beside it fails
 * on a code without French, or placeholders that are not the refusal's values). An answer without a
 * code (a field's schema rule, the gateway's own) shows its server sentence in English; in French the
 * rule as the forms say it (lib/validation-messages), else a sentence of its kind (its HTTP status).
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fillMessage, type Refusal } from '@shared/core/refusals';
import { MAX_FILES_PER_UPLOAD } from '@shared/documents/limits';
import { REFUSALS_BY_CODE } from '@shared/refusals';
import { ApiRequestError } from './api-error';
import { currentLanguage, type Language } from './i18n';
import { validationMessage } from './validation-messages';

/** Every refusal the API names, by code. */
export const CODED_REFUSALS: ReadonlyMap<string, Refusal> = REFUSALS_BY_CODE;

/** The French sentence of each coded refusal. */
// The French itself (the English is in shared/<feature>/refusals.ts).
/* eslint-disable lingui/no-unlocalized-strings */
export const FRENCH_REFUSALS: Readonly<Record<string, string>> = {
  // Every route's, and the records a request names.
  'unauthorized': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'not-registered': 'Ce compte n’est pas inscrit au portail',
  'account-inactive': 'Ce compte est désactivé',
  'forbidden': 'Vous n’avez pas accès à ceci.',
  'invalid-json': 'Le corps de la demande doit être du JSON valide',
  'busy': 'Une autre modification du même enregistrement est en cours. Veuillez réessayer.',
  'two-factor-self-first': 'Activez d’abord la connexion à deux facteurs pour vous-même (Paramètres → Sécurité), puis exigez-la de votre personnel',
  'user-missing': 'Utilisateur introuvable',
  'client-missing': 'Client introuvable',
  'case-missing': 'Dossier introuvable',
  'document-missing': 'Document introuvable',
  'upload-batch-missing': 'Lot de téléversement introuvable',
  'invalid-cursor': 'Curseur non valide',
  // Uploads, each file's refusal naming the file; documents and their store.
  'upload-too-many-files': `Vous pouvez téléverser au plus ${MAX_FILES_PER_UPLOAD} fichiers à la fois.`,
  'upload-system-file': 'Les fichiers système (.DS_Store, Thumbs.db) ne sont pas téléversés',
  'file-name-empty': 'Il ne reste rien du nom de fichier « {fileName} » une fois nettoyé : renommez le fichier',
  'file-type-not-accepted': '{fileName} : ce type de fichier n’est pas accepté. Acceptés : {accepted}',
  'file-not-plain-text': '{fileName} : le contenu n’est pas du texte brut',
  'file-content-not-name': '{fileName} : le contenu ne correspond pas à son nom (ce n’est pas un fichier .{extension})',
  'file-not-uploaded': '{fileName} n’a pas été téléversé : téléversez de nouveau le lot',
  'file-size-not-announced': '{fileName} compte {size} octets, et non les {announced} octets annoncés : téléversez de nouveau le lot',
  'inline-file-size-not-announced': '{fileName} compte {size} octets, et non les {announced} octets annoncés',
  'file-too-large': '{fileName} dépasse 5 Mo',
  'file-bad-base64': '{fileName} : fileBase64 n’est pas du base64 valide',
  'batch-expired': 'Ce lot de téléversement a expiré : téléversez de nouveau les fichiers',
  'parent-not-path': 'parentFolderId doit être le répertoire du chemin',
  'inline-batch-too-large':
    'Ce lot est trop volumineux pour être envoyé en une seule demande (au plus 4 Mo de fichiers). Téléversez les fichiers avec la carte de téléversement du portail, qui envoie directement les gros fichiers.',
  'document-sharing-changed': 'Une autre modification du même enregistrement est en cours. Veuillez réessayer.',
  'no-free-name': 'Aucun nom libre n’a été trouvé dans ce répertoire. Veuillez renommer le fichier et réessayer.',
  'document-scanning': 'Ce document est encore en cours de vérification antivirus. Veuillez réessayer dans une minute.',
  'document-blocked': 'Ce document a été bloqué par la vérification antivirus et ne peut pas être téléchargé.',
  'store-no-access': 'Le portail ne peut pas utiliser le OneDrive du cabinet : un administrateur doit accorder l’accès à l’application du portail',
  'store-busy': 'Le stockage des documents est occupé. Veuillez patienter un moment et réessayer.',
  'store-unavailable': 'Le stockage des documents n’est pas disponible pour le moment. Veuillez réessayer dans un moment.',
  // Users and the identity provider.
  'email-not-verified': 'La nouvelle adresse courriel n’est pas encore vérifiée : entrez d’abord le code qui y a été envoyé',
  'identity-no-sign-in': 'Cet utilisateur n’a pas d’identifiants de connexion auprès du fournisseur d’identité',
  'identity-refused': 'Le fournisseur d’identité a refusé cette modification pour cet utilisateur',
  'identity-invalid-value': 'Le fournisseur d’identité a refusé une valeur de cette demande : vérifiez le courriel et le nom',
  'identity-busy': 'Trop de demandes au fournisseur d’identité. Veuillez patienter un moment et réessayer.',
  'identity-unavailable': 'Le fournisseur d’identité n’est pas disponible pour le moment. Veuillez réessayer dans un moment.',
  // Each feature's own.
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
  // Billing
  'invoice-missing': 'Facture introuvable',
  'billing-client-missing': 'Client introuvable',
  'trust-entry-missing': 'Écriture en fiducie introuvable',
  'invoice-no-lines': 'Une facture compte de 1 à 50 lignes',
  'billing-amount-invalid': 'Un montant est un nombre entier de cents de 1 à 1000000000',
  'invoice-quantity-invalid': 'Une quantité est un nombre entier de 1 à 1000',
  'invoice-province-unknown': 'La province doit être le code d’une province ou d’un territoire du Canada, comme ON, QC ou BC',
  'billing-date-invalid': 'Une date s’écrit AAAA-MM-JJ',
  'billing-month-invalid': 'Le mois s’écrit AAAA-MM',
  'trust-method-unknown': 'Le mode doit être chèque, virement Interac, virement bancaire, traite bancaire ou espèces',
  'payment-method-unknown': 'Le mode doit être interac ou wire (virement Interac ou virement bancaire)',
  'payment-date-future': 'La date de réception ne peut pas être après aujourd’hui',
  'invoice-not-draft': 'Seul un brouillon de facture peut être envoyé',
  'invoice-void': 'Cette facture est annulée',
  'invoice-has-payments': 'Des paiements ont été faits sur cette facture : elle ne peut pas être annulée',
  'invoice-not-payable': 'Seule une facture envoyée avec un solde peut être payée',
  'invoice-overpayment': 'Le montant dépasse le solde de la facture',
  'trust-insufficient': 'Le montant dépasse le solde en fiducie du client',
  'trust-other-client': 'Cette facture n’est pas adressée à ce client : payez-la à partir de la fiducie de son propre client',
  'trust-reversal-receipts-only': 'Seule une réception peut être contrepassée',
  'trust-already-reversed': 'Cette écriture a déjà été contrepassée',
  'card-payments-unavailable': 'Le paiement par carte n’est pas offert : payez par virement Interac ou virement bancaire',
  'checkout-failed': 'La page de paiement par carte n’a pas pu s’ouvrir. Veuillez réessayer.',
  'webhook-signature-invalid': 'La signature du webhook est absente ou invalide',
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
  'package-missing': 'Trousse introuvable',
  'package-too-many': 'Ce dossier conserve déjà le nombre maximal de trousses : supprimez-en une ancienne d’abord',
  'package-not-started': 'La trousse n’a pas pu être lancée : réessayez dans un instant',
  'activity-kind-unknown': 'Aucun type d’activité ne porte ce nom',
  // People on the file and questionnaires.
  'people-limit': 'Un dossier peut compter au plus 40 personnes',
  'people-principal-taken': 'Ce dossier a déjà son demandeur principal',
  'person-missing': 'Personne introuvable',
  'questionnaire-missing': 'Questionnaire introuvable',
  'questionnaire-template-unknown': 'Ce modèle de questionnaire n’existe pas',
  'questionnaire-template-missing': 'Modèle de questionnaire introuvable',
  'questionnaire-template-id-invalid': 'L’identifiant d’un modèle doit compter de 1 à 64 lettres minuscules, chiffres et tirets',
  'questionnaire-template-limit': 'Un cabinet peut conserver au plus 50 modèles de questionnaire qui lui sont propres : supprimez-en un d’abord',
  'questionnaire-template-invalid': 'Le modèle n’est pas valide : {problem}',
  'questionnaire-limit': 'Un dossier peut contenir au plus 50 questionnaires',
  'questionnaire-question-unknown': 'Ce questionnaire n’a pas de question {questionId}',
  'questionnaire-answer-invalid': 'La réponse à {questionId} n’est pas valide : {problem}',
  'questionnaire-locked': 'Ce questionnaire ne peut pas être modifié maintenant : il a été soumis ou accepté',
  'questionnaire-incomplete': 'Des réponses obligatoires manquent',
  'history-gaps': 'L’historique comporte des périodes sans activité : couvrez chaque jour des années demandées',
  'questionnaire-wrong-status': 'Cela ne peut pas être fait à ce questionnaire dans son état actuel : rechargez-le pour voir où il en est',
  'questionnaire-comment-unknown-question': 'Un commentaire ne porte sur aucune question de ce questionnaire',
  'questionnaire-changed': 'Ce questionnaire a été modifié par quelqu’un d’autre. Veuillez recharger la page et réessayer.',
  'signature-request-missing': 'Demande de signature introuvable',
  'signature-document-not-pdf': 'Seul un document PDF peut être signé',
  'signature-document-unavailable': 'Ce document ne peut pas être signé pour l’instant : il est en cours de vérification, bloqué ou trop volumineux',
  'signature-document-unreadable': 'Ce PDF ne peut pas être signé : il est endommagé ou protégé par un mot de passe',
  'signature-code-invalid': 'Le code est erroné ou a expiré : demandez un nouveau code',
  'signature-code-limit': 'Trop de codes ont été envoyés pour cette demande : demandez au cabinet de l’envoyer de nouveau',
  'signature-code-not-sent': 'Le code n’a pas pu être envoyé. Veuillez réessayer dans un moment.',
  'signature-consent-required': 'Le consentement à signer électroniquement est requis',
  'signature-drawing-invalid': 'Une signature dessinée doit être une image PNG (une URL de données)',
  'signature-already-signed': 'Ce document est déjà signé',
  'signature-request-closed': 'Cette demande de signature a été refusée ou a expiré',
  'signature-not-your-turn': 'Ce document n’attend pas votre signature',
  'signature-template-missing': 'Aucun modèle de signature ne porte cet identifiant',
  'signature-signing-unavailable': 'La signature n’est pas disponible pour l’instant. Veuillez réessayer dans un moment.',
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

/** A field's schema rule (`caseName: Case name is required`) in French, when the forms say it so. */
function fieldRuleInFrench(message: string | undefined): string | undefined {
  const rule = message?.replace(/^[\w.[\]]+: /, '');
  if (!rule) return undefined;
  const said = validationMessage(i18n, rule);
  return said === rule ? undefined : said;
}

/** The sentence of a refusal, or undefined when `error` is no API refusal or says nothing. */
export function refusalMessage(error: unknown, language: Language = currentLanguage()): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const refusal = error.code ? CODED_REFUSALS.get(error.code) : undefined;
  if (refusal) return fillMessage(language === 'fr' ? (FRENCH_REFUSALS[refusal.code] ?? refusal.message) : refusal.message, error.values);
  if (language === 'en') return error.serverMessage;
  const rule = error.status === 400 ? fieldRuleInFrench(error.serverMessage) : undefined;
  if (rule) return rule;
  const generic = BY_STATUS[error.status as keyof typeof BY_STATUS];
  return generic ? i18n._(generic) : error.serverMessage === undefined ? undefined : i18n._(msg`The portal could not do this right now. Please try again in a moment.`);
}
