/** What the users routes refuse, and what the identity provider's refusals become. */
import { namedRefusals } from '../core/refusals';

export const USERS = namedRefusals({
  EMAIL_TAKEN: { kind: 'conflict', code: 'email-taken', message: 'A user with this email already exists', fr: 'Un utilisateur avec ce courriel existe déjà' },
  USER_TAKEN: { kind: 'conflict', code: 'user-taken', message: 'User already exists', fr: 'Cet utilisateur existe déjà' },
  USER_CHANGED: { kind: 'conflict', code: 'user-changed', message: 'This user was changed by someone else. Please reload and try again.', fr: 'Cet utilisateur a été modifié par quelqu’un d’autre. Veuillez recharger la page et réessayer.' },
  LAST_ADMIN: { kind: 'conflict', code: 'last-admin', message: 'An organization must keep at least one active admin', fr: 'Une organisation doit garder au moins un administrateur actif' },
  EMAIL_NOT_VERIFIED: {
    kind: 'conflict',
    code: 'email-not-verified',
    message: 'The new e-mail address is not verified yet: enter the code that was sent to it first',
    fr: 'La nouvelle adresse courriel n’est pas encore vérifiée : entrez d’abord le code qui y a été envoyé',
  },
});

/** What the identity provider's refusals become (by its error name); anything else is UNAVAILABLE. */
export const IDENTITY = namedRefusals({
  NO_SIGN_IN: {
    kind: 'not-found',
    code: 'identity-no-sign-in',
    message: 'This user has no sign-in with the identity provider',
    fr: 'Cet utilisateur n’a pas d’identifiants de connexion auprès du fournisseur d’identité',
  },
  REFUSED: {
    kind: 'conflict',
    code: 'identity-refused',
    message: 'The identity provider refused this change for this user',
    fr: 'Le fournisseur d’identité a refusé cette modification pour cet utilisateur',
  },
  EMAIL_TAKEN: USERS.EMAIL_TAKEN,
  INVALID_VALUE: {
    kind: 'invalid',
    code: 'identity-invalid-value',
    message: 'The identity provider refused a value of this request: check the email and name',
    fr: 'Le fournisseur d’identité a refusé une valeur de cette demande : vérifiez le courriel et le nom',
  },
  TOO_MANY_REQUESTS: {
    kind: 'too-many-requests',
    code: 'identity-busy',
    message: 'Too many requests to the identity provider. Please wait a moment and try again.',
    fr: 'Trop de demandes au fournisseur d’identité. Veuillez patienter un moment et réessayer.',
  },
  UNAVAILABLE: {
    kind: 'unavailable',
    code: 'identity-unavailable',
    message: 'The identity provider is not available right now. Please try again in a moment.',
    fr: 'Le fournisseur d’identité n’est pas disponible pour le moment. Veuillez réessayer dans un moment.',
  },
});
