#!/usr/bin/env node
/** `.ci/run`'s first step (before `npm ci`): installs the JDK and Chromium when missing (scripts/lib/system-packages.mjs). */
import { ensureSystemPackages } from './lib/system-packages.mjs';

try {
  ensureSystemPackages();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
