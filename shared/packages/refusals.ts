/** What the package routes refuse (beyond their schemas' own rules). */
import { namedRefusals } from '../core/refusals';

export const PACKAGES = namedRefusals({
  /** No build of this id on this case (or on a case of another firm: the same answer). */
  PACKAGE_MISSING: { kind: 'not-found', code: 'package-missing', message: 'Package not found' },
  /** The case has as many builds as it may keep: the firm deletes old ones first. */
  TOO_MANY: { kind: 'conflict', code: 'package-too-many', message: 'This case keeps as many packages as it may: delete an old one first' },
  /** The packaging worker could not be started: nothing was built, try again. */
  NOT_STARTED: { kind: 'unavailable', code: 'package-not-started', message: 'The package could not be started: try again in a moment' },
});
