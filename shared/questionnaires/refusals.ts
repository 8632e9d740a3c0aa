/** What the questionnaire routes refuse (beyond their schemas' own field rules). */
import { namedRefusals } from '../core/refusals';
import { QUESTIONNAIRE_LIMITS } from './limits';

export const QUESTIONNAIRES = namedRefusals({
  QUESTIONNAIRE_MISSING: { kind: 'not-found', code: 'questionnaire-missing', message: 'Questionnaire not found' },
  TEMPLATE_UNKNOWN: { kind: 'invalid', code: 'questionnaire-template-unknown', message: 'Template id names no questionnaire template' },
  TEMPLATE_MISSING: { kind: 'not-found', code: 'questionnaire-template-missing', message: 'Questionnaire template not found' },
  TEMPLATE_ID_INVALID: {
    kind: 'invalid',
    code: 'questionnaire-template-id-invalid',
    message: `Template id must be 1 to ${QUESTIONNAIRE_LIMITS.templateIdLength} lower-case letters, digits and dashes`,
  },
  TEMPLATE_LIMIT: {
    kind: 'conflict',
    code: 'questionnaire-template-limit',
    message: `A firm can keep at most ${QUESTIONNAIRE_LIMITS.templatesPerFirm} questionnaire templates of its own: delete one first`,
  },
  /** A template whose ids repeat, whose conditions name no earlier question, or whose questions lack what their type needs. */
  TEMPLATE_INVALID: { kind: 'invalid', code: 'questionnaire-template-invalid', message: 'The template is not valid: {problem}', values: ['problem'] },
  TOO_MANY_ON_CASE: {
    kind: 'conflict',
    code: 'questionnaire-limit',
    message: `A case can hold at most ${QUESTIONNAIRE_LIMITS.perCase} questionnaires`,
  },
  /** An answer to a question the questionnaire does not have. */
  QUESTION_UNKNOWN: { kind: 'invalid', code: 'questionnaire-question-unknown', message: 'No question {questionId} in this questionnaire', values: ['questionId'] },
  /** An answer that is not of its question's type (a date that is no date, a choice not offered). */
  ANSWER_INVALID: { kind: 'invalid', code: 'questionnaire-answer-invalid', message: 'The answer to {questionId} is not valid: {problem}', values: ['questionId', 'problem'] },
  /** The client changing answers once submitted or accepted; staff once accepted. */
  LOCKED: { kind: 'conflict', code: 'questionnaire-locked', message: 'This questionnaire cannot be changed now: it was submitted or accepted' },
  /** A submission with required answers missing (the body lists them in `missing`, and any gaps in `gaps`). */
  INCOMPLETE: { kind: 'invalid', code: 'questionnaire-incomplete', message: 'Some required answers are missing' },
  /** A submission whose history leaves periods uncovered (the body lists them in `gaps`). */
  HISTORY_GAPS: { kind: 'invalid', code: 'history-gaps', message: 'The history has periods with no activity: cover every day of the required years' },
  /** Submitting, returning, accepting or reopening in a status that does not allow it. */
  WRONG_STATUS: { kind: 'conflict', code: 'questionnaire-wrong-status', message: 'That cannot be done to this questionnaire in its current status: reload it to see where it stands' },
  /** A comment on a question the questionnaire does not have. */
  COMMENT_UNKNOWN_QUESTION: { kind: 'invalid', code: 'questionnaire-comment-unknown-question', message: 'A comment names no question of this questionnaire' },
  /** Changed by someone else between our read and our write, again and again. */
  CHANGED: { kind: 'conflict', code: 'questionnaire-changed', message: 'This questionnaire was changed by someone else. Please reload and try again.' },
});
