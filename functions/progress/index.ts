/** The progress feature's public entry: what the cases feature uses of the firm's stage sets and the stage rules. */
export { progressAfter, stagesOfCategory, stagesOfFirm, startingProgress } from './domain/stages';
export type { ProgressChange } from './domain/stages';
export { getFirmStageSets } from './repository/stage-sets';
