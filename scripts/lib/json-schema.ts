/** The JSON Schema of a field, as zod writes it (schema-fields.ts) and the sample values read it (sample-values.ts). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
