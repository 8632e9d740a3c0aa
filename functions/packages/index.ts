/** The IRCC packages feature's public entry: nothing yet is used by another feature. */
export type { PackageRecord } from './repository/packages';
