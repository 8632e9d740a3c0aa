/** What the settings routes refuse (beyond their schemas' own field rules). */
import { namedRefusals } from '../core/refusals';
import { LANGUAGES } from './language';

export const SETTINGS = namedRefusals({
  /** PATCH /v1/me/settings `language` other than one of ours. */
  LANGUAGE_NOT_OFFERED: { kind: 'invalid', code: 'language-not-offered', message: `Language must be one of ${LANGUAGES.join(', ')}` },
});
