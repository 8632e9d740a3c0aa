/** DynamoDB Local is a Java program: check for a Java 17+ JDK before anything else starts. */
import { spawnSync } from 'node:child_process';

export const MIN_JAVA_VERSION = 17;

export const JAVA_INSTALL_COMMAND = 'sudo apt-get install -y openjdk-17-jdk-headless';

/** One sentence: what is wrong and the command that fixes it. */
export class JavaMissingError extends Error {
  constructor(detail: string) {
    super(
      `DynamoDB Local needs Java ${MIN_JAVA_VERSION} or newer but ${detail}: install it with ` +
        `\`${JAVA_INSTALL_COMMAND}\` (or put any Java ${MIN_JAVA_VERSION}+ on your PATH) and run it again.`,
    );
    this.name = 'JavaMissingError';
  }
}

/** Reads the major version from `java -version` output: `"17.0.15"` → 17, legacy `"1.8.0_392"` → 8. */
export function parseJavaMajorVersion(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(output);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] !== undefined ? Number(match[2]) : first;
}

/** Returns the Java major version on the PATH, or throws {@link JavaMissingError} saying how to install it. */
export function assertJava(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) throw new JavaMissingError('no `java` command is on the PATH');
  const version = parseJavaMajorVersion(`${result.stderr}\n${result.stdout}`);
  if (version === undefined) throw new JavaMissingError('`java -version` names no version this script understands');
  if (version < MIN_JAVA_VERSION) throw new JavaMissingError(`the PATH has Java ${version}`);
  // The loopback launcher of DynamoDB Local runs in Java's source-file mode: a JDK, not only a JRE.
  const modules = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  if (!/^jdk\.compiler@/m.test(modules.stdout ?? '')) throw new JavaMissingError('the Java on the PATH is a runtime without the compiler module (a JDK is needed)');
  return version;
}
