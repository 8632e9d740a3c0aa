/** What the export routes refuse (beyond their schemas' own rules). */
import { namedRefusals } from '../core/refusals';

export const EXPORTS = namedRefusals({
  /** The client asked already: their request waits for the firm, or its approval is still valid. */
  ALREADY_REQUESTED: { kind: 'conflict', code: 'export-already-requested', message: 'You already asked for a copy of your information' },
  /** Staff approve a request the client has not made (or whose approval has lapsed). */
  NOT_REQUESTED: { kind: 'conflict', code: 'export-not-requested', message: 'This client has not asked for a copy of their information' },
  /** The client downloads their copy before the firm approved it (or after the approval lapsed). */
  NOT_APPROVED: { kind: 'conflict', code: 'export-not-approved', message: 'Your firm has not approved your request for a copy of your information yet' },
});
