import type { RuntimeConfig } from '@shared/core/runtime-config';

const AUTH_FLOW_TYPES: readonly RuntimeConfig['authFlowType'][] = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'];
const REQUIRED_TEXT = ['region', 'userPoolId', 'userPoolClientId', 'apiBase'] as const;

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * `/config.json` checked by hand against @shared/core/runtime-config's rules (the same fields and
 * rules as its zod schema, which the local stack and the tests use; a test holds the two together):
 * every page runs this before its first render, and zod is not part of the first load. Returns the
 * settings, or the names of the fields that break a rule.
 */
export function parseRuntimeConfig(value: unknown): { data: RuntimeConfig } | { invalid: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { invalid: ['(root)'] };
  const input = value as Record<string, unknown>;
  const invalid: string[] = REQUIRED_TEXT.filter((key) => typeof input[key] !== 'string' || input[key] === '');
  const emailCodeClient = input.userPoolEmailCodeClientId;
  if (emailCodeClient !== undefined && (typeof emailCodeClient !== 'string' || emailCodeClient === '')) invalid.push('userPoolEmailCodeClientId');
  if (input.cognitoEndpoint !== undefined && !isUrl(input.cognitoEndpoint)) invalid.push('cognitoEndpoint');
  if (!AUTH_FLOW_TYPES.includes(input.authFlowType as RuntimeConfig['authFlowType'])) invalid.push('authFlowType');
  if (invalid.length > 0) return { invalid };
  const config: RuntimeConfig = {
    region: input.region as string,
    userPoolId: input.userPoolId as string,
    userPoolClientId: input.userPoolClientId as string,
    authFlowType: input.authFlowType as RuntimeConfig['authFlowType'],
    apiBase: input.apiBase as string,
  };
  if (emailCodeClient !== undefined) config.userPoolEmailCodeClientId = emailCodeClient as string;
  if (input.cognitoEndpoint !== undefined) config.cognitoEndpoint = input.cognitoEndpoint as string;
  return { data: config };
}

/**
 * The app's settings come from `/config.json` at run time (written at deploy time, served by the
 * local gateway locally), so one build runs in every environment.
 */
let configPromise: Promise<RuntimeConfig> | undefined;
let loadedConfig: RuntimeConfig | undefined;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // index.html preloads it (the same request: no headers of its own); it is served `no-cache`
  // (CloudFront) or `no-store` (locally), so the browser never reuses an old copy.
  const response = await fetch('/config.json');
  if (!response.ok) {
    throw new Error(`Could not load /config.json: ${response.status}`);
  }
  const parsed = parseRuntimeConfig(await response.json());
  if ('invalid' in parsed) throw new Error(`Invalid /config.json (check: ${parsed.invalid.join(', ')})`);
  loadedConfig = parsed.data;
  return parsed.data;
}

/** Fetches and validates `/config.json` once; later calls share the same promise. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= fetchRuntimeConfig().catch((error: unknown) => {
    // Allow a later retry instead of caching the failure forever.
    configPromise = undefined;
    throw error;
  });
  return configPromise;
}

/** The loaded settings; the app only renders after `loadRuntimeConfig()` resolved. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!loadedConfig) throw new Error('Runtime config requested before /config.json was loaded');
  return loadedConfig;
}
