/**
 * Every message a zod schema can give (test support): the words of its checks, refinements and type
 * errors, walked through objects, pipes, optionals and the like. The web's forms show these messages,
 * so a test can check each has French (test/web/validation-messages.test.tsx).
 */
type Def = { type: string; error?: (issue: unknown) => unknown; checks?: { _zod: { def: Def } }[]; [key: string]: unknown };
type Schema = { _zod: { def: Def } };

function errorWords(error: Def['error']): string[] {
  if (typeof error !== 'function') return [];
  return [{ input: undefined, code: 'invalid_type' }, { input: 1, code: 'invalid_type' }, { input: '', code: 'custom' }]
    .map((issue) => error(issue))
    .filter((words): words is string => typeof words === 'string');
}

export function schemaMessages(schema: Schema, found = new Set<string>()): Set<string> {
  const def = schema._zod.def;
  errorWords(def.error).forEach((words) => found.add(words));
  for (const check of def.checks ?? []) {
    if ((check as unknown as Schema)._zod.def.type) schemaMessages(check as unknown as Schema, found);
    errorWords(check._zod.def.error).forEach((words) => found.add(words));
  }
  const children = [def.in, def.out, def.innerType, def.element, ...Object.values((def.shape as Record<string, unknown>) ?? {})];
  for (const child of children) if (child && typeof child === 'object' && '_zod' in child) schemaMessages(child as Schema, found);
  return found;
}
