import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

/**
 * A react-hook-form resolver over a shared request schema (the API's own words, so the browser and
 * the handler refuse the same input alike): the form's values become the body with `toBody`, and each
 * message goes to the form field `fieldOf` names for its path (a refinement of a whole object, whose
 * path is the object's, to the field that mends it).
 */
export function schemaResolver<TValues extends FieldValues, TBody>(
  schema: z.ZodMiniType<TBody, unknown>,
  toBody: (values: TValues) => unknown,
  fieldOf: (path: readonly PropertyKey[]) => string,
): Resolver<TValues, unknown, TBody> {
  return (values) => {
    const result = z.safeParse(schema, toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    // Dotted names (concerns.name) nest, as react-hook-form reads its errors.
    const nested: Record<string, unknown> = {};
    for (const [field, error] of Object.entries(errors)) {
      const parts = field.split('.');
      let at = nested;
      for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
      at[parts.at(-1) ?? field] = error;
    }
    return { values: {}, errors: nested as FieldErrors<TValues> };
  };
}

/** '' (an empty control) as absent: the schemas' optional fields are left out rather than empty. */
export function present(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
