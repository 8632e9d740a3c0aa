/**
 * Where a local stack keeps its state. Everything lives under one data directory (`.local` at the
 * repository root unless `LOCAL_DATA_DIR` says otherwise), so a test can run its own stack in a
 * temporary directory beside the developer's, and `npm run reset` wipes one folder.
 */
import path from 'node:path';

export const DEFAULT_DATA_DIR = '.local';

/** The data directory, absolute; relative values are resolved from the repository root (the cwd). */
export function resolveDataDir(value: string | undefined = process.env.LOCAL_DATA_DIR): string {
  return path.resolve(process.cwd(), value && value.trim() !== '' ? value : DEFAULT_DATA_DIR);
}

export function dataPaths(dataDir: string) {
  return {
    dataDir,
    /** DynamoDB Local's `-dbPath` (one shared database file). */
    dynamoDb: path.join(dataDir, 'dynamodb'),
    /** cognito-local's working directory: it keeps its config and data in `.cognito/` below it. */
    cognitoCwd: path.join(dataDir, 'cognito'),
    cognitoConfig: path.join(dataDir, 'cognito', '.cognito', 'config.json'),
    /** Ids of the user pool and app client created on the first run. */
    state: path.join(dataDir, 'state.json'),
    /** Secrets that Secrets Manager keeps in AWS (the cursor-signing key). */
    secrets: path.join(dataDir, 'secrets.json'),
    /** The local document store's files. */
    documents: path.join(dataDir, 'documents'),
    /** The fake Microsoft Graph's drive (STORAGE=onedrive): items, bytes and its signing key. */
    graph: path.join(dataDir, 'graph'),
    /** The mail catcher's inbox, one JSON file per message (kept across restarts). */
    mail: path.join(dataDir, 'mail'),
    /** Written when the stack is ready, removed when it stops: how tests and tools find it. */
    stackFile: path.join(dataDir, 'stack.json'),
    /** The running stack's pid and its children's: guards against two stacks on one data dir. */
    pidFile: path.join(dataDir, 'stack.pid.json'),
  };
}

export type DataPaths = ReturnType<typeof dataPaths>;
