/** What the privacy notice's routes refuse (the firm's notice in PATCH /v1/admin/orgs/{orgId}, the acceptance). */
import { namedRefusals } from '../core/refusals';
import { PRIVACY_NOTICE_LIMITS } from './limits';

export const PRIVACY = namedRefusals({
  /** POST /v1/me/privacy-acceptance with a version that is not the one in force (the notice changed meanwhile). */
  VERSION_OUTDATED: {
    kind: 'conflict',
    code: 'privacy-version-outdated',
    message: 'The privacy notice has changed since it was shown: read the current notice, then accept it',
    fr: 'L’avis de confidentialité a changé depuis son affichage : lisez l’avis en vigueur, puis acceptez-le',
  },
  /** Neither a text nor a link. */
  NOTICE_EMPTY: {
    kind: 'invalid',
    code: 'privacy-notice-empty',
    message: 'A privacy notice needs its text (in English and in French) or a link',
    fr: 'Un avis de confidentialité doit avoir son texte (en anglais et en français) ou un lien',
  },
  /** A text given in one language only. */
  NOTICE_LANGUAGE_MISSING: {
    kind: 'invalid',
    code: 'privacy-notice-language-missing',
    message: 'The privacy notice’s text is needed in English and in French',
    fr: 'Le texte de l’avis de confidentialité est requis en anglais et en français',
  },
  NOTICE_TOO_LONG: {
    kind: 'invalid',
    code: 'privacy-notice-too-long',
    message: `Each language of the privacy notice must be at most ${PRIVACY_NOTICE_LIMITS.text} characters`,
    fr: `Chaque langue de l’avis de confidentialité doit compter au plus ${PRIVACY_NOTICE_LIMITS.text} caractères`,
  },
  NOTICE_CHARACTERS: {
    kind: 'invalid',
    code: 'privacy-notice-characters',
    message: 'The privacy notice contains characters that are not allowed',
    fr: 'L’avis de confidentialité contient des caractères non permis',
  },
  NOTICE_URL: {
    kind: 'invalid',
    code: 'privacy-notice-url',
    message: `The privacy notice’s link must be a web address starting with https:// (at most ${PRIVACY_NOTICE_LIMITS.url} characters)`,
    fr: `Le lien de l’avis de confidentialité doit être une adresse Web commençant par https:// (au plus ${PRIVACY_NOTICE_LIMITS.url} caractères)`,
  },
});
