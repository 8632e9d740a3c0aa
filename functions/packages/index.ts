/** The IRCC packages feature's public entry: the local stack's `npm run invoke -- buildPackage` opens a build to run the worker on. */
export type { PackageRecord } from './repository/packages';
export { openPackageBuild } from './domain/packages';
