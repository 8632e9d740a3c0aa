import { runtimeConfigSchema, type RuntimeConfig } from '@shared/core/runtime-config';

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
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new Error(`Invalid /config.json (check: ${fields})`);
  }
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
