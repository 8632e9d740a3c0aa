/**
 * Paths used by the CDK app. npm scripts, `cdk` and jest all run from the repository root, so the
 * root is the working directory (`import.meta` is not available: jest runs infra code as CommonJS).
 */
import path from 'node:path';

export const repoRoot = process.cwd();

/** The lock file NodejsFunction hashes and bundles against. */
export const depsLockFile = path.join(repoRoot, 'package-lock.json');
