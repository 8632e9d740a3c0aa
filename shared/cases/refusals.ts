/** What the cases routes refuse. */
import { namedRefusals } from '../core/refusals';

export const CASES = namedRefusals({
  CASE_NUMBER_TAKEN: { kind: 'conflict', code: 'case-number-taken', message: 'Case number already exists', fr: 'Ce numéro de dossier existe déjà' },
  CASE_EXISTS: { kind: 'conflict', code: 'case-exists', message: 'Case already exists', fr: 'Ce dossier existe déjà' },
  CASE_CHANGED: { kind: 'conflict', code: 'case-changed', message: 'This case was changed by someone else. Please reload and try again.', fr: 'Ce dossier a été modifié par quelqu’un d’autre. Veuillez recharger la page et réessayer.' },
  /** The retention job has started destroying the case (past its date, not under legal hold): it no longer changes. */
  BEING_DESTROYED: {
    kind: 'conflict',
    code: 'case-being-destroyed',
    message: "This case is being destroyed under the firm's retention rule and can no longer be changed",
    fr: 'Ce dossier est en cours de destruction selon la règle de conservation du cabinet et ne peut plus être modifié',
  },
  /** `discreet` that is not true or false: the schema's rule answers it with this code. */
  DISCREET_NOT_BOOLEAN: { kind: 'invalid', code: 'discreet-not-boolean', message: 'discreet must be true or false', fr: 'discreet doit valoir true ou false' },
});
