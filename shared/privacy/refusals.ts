/** What the privacy notice's routes refuse (the firm's notice in PATCH /v1/admin/orgs/{orgId}, the acceptance). */
import { namedRefusals } from '../core/refusals';
import { PRIVACY_NOTICE_LIMITS } from './limits';

export const PRIVACY = namedRefusals({
  /** POST /v1/me/privacy-acceptance with a version that is not the one in force (the notice changed meanwhile). */
  VERSION_OUTDATED: {
    kind: 'conflict',
    code: 'privacy-version-outdated',
    message: 'The privacy notice has changed since it was shown: read the current notice, then accept it',
  },
  /** Neither a text nor a link. */
  NOTICE_EMPTY: {
    kind: 'invalid',
    code: 'privacy-notice-empty',
    message: 'A privacy notice needs its text (in English and in French) or a link',
  },
  /** A text given in one language only. */
  NOTICE_LANGUAGE_MISSING: {
    kind: 'invalid',
    code: 'privacy-notice-language-missing',
    message: 'The privacy notice’s text is needed in English and in French',
  },
  NOTICE_TOO_LONG: {
    kind: 'invalid',
    code: 'privacy-notice-too-long',
    message: `Each language of the privacy notice must be at most ${PRIVACY_NOTICE_LIMITS.text} characters`,
  },
  NOTICE_CHARACTERS: {
    kind: 'invalid',
    code: 'privacy-notice-characters',
    message: 'The privacy notice contains characters that are not allowed',
  },
  NOTICE_URL: {
    kind: 'invalid',
    code: 'privacy-notice-url',
    message: `The privacy notice’s link must be a web address starting with https:// (at most ${PRIVACY_NOTICE_LIMITS.url} characters)`,
  },
});
