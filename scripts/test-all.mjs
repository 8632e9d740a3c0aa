#!/usr/bin/env node
/**
 * `npm test`: every check and every test runner, in order, then one summary line
 * `N passed, N failed` over all of them. Exits non-zero when anything failed. First installs what the
 * machine lacks (a JDK, Chromium) when it runs as root, or stops with the command that does.
 *
 *   typecheck, lint            counted as one check each
 *   jest (unit, infra, integration projects)
 *   playwright (end-to-end in Debian's Chromium)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureSystemPackages } from './lib/system-packages.mjs';

// A fresh machine lacks the JDK (DynamoDB Local) and Chromium (Playwright): install them as root, or
// stop at once with the command that does, before any runner fails for want of them.
try {
  ensureSystemPackages();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const results = path.resolve('test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);

const jestFile = path.join(results, 'jest.json');
const jestOk = run('jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestFile}`]);
const jest = readJson(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  // A suite that could not run (syntax error, failing global setup) has no test to count.
  const brokenSuites = jest.numRuntimeErrorTestSuites ?? 0;
  failed += brokenSuites;
  if (!jestOk && jest.numFailedTests === 0 && brokenSuites === 0) failed += 1;
} else {
  failed += 1;
}
if (!jestOk) failures.push('jest');
// Each failed test by name, repeated at the end: the runners' own reports are far above the summary.
const failedTests = (jest?.testResults ?? []).flatMap((suite) => {
  const file = path.relative(process.cwd(), suite.name);
  const tests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => `${file} › ${test.fullName}`);
  return tests.length > 0 || suite.status !== 'failed' ? tests : [`${file} (${(suite.message ?? '').split('\n').find((line) => line.trim()) ?? 'did not run'})`];
});

const e2eFile = path.join(results, 'e2e.json');
const e2eOk = run('playwright', 'npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
});
const e2e = existsSync(e2eFile) ? readJson(e2eFile) : undefined;
if (e2e?.stats) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  if (!e2eOk && e2e.stats.unexpected === 0) failed += 1;
} else {
  failed += 1;
}
if (!e2eOk) failures.push('playwright');

const failedJourneys = [];
(function collect(suites, file) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failedJourneys.push(`${suite.file ?? file} › ${spec.title}`);
    }
    collect(suite.suites, suite.file ?? file);
  }
})(e2e?.suites, undefined);
for (const name of [...failedTests, ...failedJourneys]) console.log(`✕ ${name}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
