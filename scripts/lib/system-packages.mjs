/**
 * What the tests need from the machine besides npm packages: a Java 17+ JDK (DynamoDB Local runs
 * through a small launcher in Java's source-file mode, so the jdk.compiler module is needed) and
 * Debian's Chromium (Playwright cannot download browsers here) and Poppler's tools (`pdfsig`,
 * `pdftotext`: the signing tests check signed PDFs with a reader that is not ours). `ensureSystemPackages` installs what
 * is missing with apt-get when it can (root, apt-get on the PATH, not ruled out by the caller), and
 * otherwise throws one sentence naming the exact command to run. Plain Node: it runs before `npm ci`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasJdk17() {
  const version = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (version.error) return false;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${version.stderr}${version.stdout}`);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : 0;
  if (major < 17) return false;
  const modules = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  return /^jdk\.compiler@/m.test(modules.stdout ?? '');
}

/** The Debian packages this machine lacks. */
export function missingSystemPackages() {
  const missing = [];
  if (!hasJdk17()) missing.push('openjdk-17-jdk-headless');
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (spawnSync('sh', ['-c', 'command -v pdfsig'], { encoding: 'utf8' }).status !== 0) missing.push('poppler-utils');
  return missing;
}

export const installCommand = (packages, sudo = '') => `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`;

/** Installs what is missing, or throws with the command that would. Answers what it installed. */
export function ensureSystemPackages({ log = console.log } = {}) {
  const missing = missingSystemPackages();
  if (missing.length === 0) return [];
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!asRoot || !aptGet) {
    throw new Error(`The tests need ${missing.join(' and ')}: install ${missing.length > 1 ? 'them' : 'it'} with \`${installCommand(missing, 'sudo ')}\` and run them again.`);
  }
  log(`Installing what this machine lacks: ${missing.join(', ')}`);
  const installed = spawnSync('sh', ['-c', installCommand(missing)], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (installed.status !== 0 || missingSystemPackages().length > 0) {
    throw new Error(`Could not install ${missing.join(' and ')}: run \`${installCommand(missing)}\` as root and run the tests again.`);
  }
  return missing;
}
