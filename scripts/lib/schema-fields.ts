/**
 * What a request schema accepts, field by field, for the API reference and the sample events:
 * JSON Schema (zod 4's `z.toJSONSchema`, input side) gives types, required fields, lengths, patterns
 * and enums; the zod definitions give the messages a refusal answers with and the defaults; a few
 * probes with a valid value tell whether text is trimmed, lower-cased or must not be blank — rules
 * that live in refinements, which JSON Schema cannot express.
 */
import { z } from 'zod';
import type * as zm from 'zod/mini';
import type { JsonSchema } from './json-schema';
import { sampleValue } from './sample-values';

export interface FieldDescription {
  name: string;
  /** `string`, `string (email)`, `'open' | 'closed'`, `number`, … */
  type: string;
  required: boolean;
  /** Short facts: `1–200 characters`, `trimmed`, `default 10`, … */
  limits: string[];
  /** The words a refusal of this field answers with (after `<field>: ` in the 400 message). */
  messages: string[];
  /** A valid, plausible value (what the sample events use). */
  sample: unknown;
}

export interface ObjectDescription {
  fields: FieldDescription[];
  /** Unknown fields are refused (strict objects). */
  strict: boolean;
  /** Messages of the object's own refinements (e.g. "Nothing to update"). */
  messages: string[];
}

interface ZodInternals {
  _zod: { def: Record<string, unknown> & { type: string; checks?: ZodInternals[]; error?: unknown } };
}

function internals(schema: unknown): ZodInternals['_zod']['def'] {
  return (schema as ZodInternals)._zod.def;
}

export function toJsonSchema(schema: zm.ZodMiniType, io: 'input' | 'output' = 'input'): JsonSchema {
  return z.toJSONSchema(schema as z.core.$ZodType, { io, unrepresentable: 'any' }) as JsonSchema;
}

/** A zod error customisation called with a representative issue, as zod would call it. */
function messageOf(error: unknown, issue: Record<string, unknown>): string | undefined {
  if (typeof error !== 'function') return undefined;
  try {
    const result = (error as (issue: unknown) => unknown)(issue);
    if (typeof result === 'string') return result;
    if (result && typeof result === 'object' && typeof (result as { message?: unknown }).message === 'string') {
      return (result as { message: string }).message;
    }
  } catch {
    // a customisation that needs more of the issue than we can fake: no message to show
  }
  return undefined;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'lazy']);
const OPTIONAL_WRAPPERS = new Set(['optional', 'default', 'prefault']);

/** Every message a schema (not its object fields) can answer with, in definition order. */
export function schemaMessages(schema: unknown): string[] {
  const messages: string[] = [];
  const add = (message: string | undefined) => {
    if (message && !messages.includes(message)) messages.push(message);
  };
  // Inside optional (or defaulted) a missing value is fine: its "is required" cannot be answered.
  const visit = (node: unknown, optional: boolean): void => {
    const def = internals(node);
    if (!optional) add(messageOf(def.error, { code: 'invalid_type', input: undefined }));
    add(messageOf(def.error, { code: 'invalid_type', input: 0 }));
    for (const check of def.checks ?? []) add(messageOf(check._zod.def.error, { code: 'custom', input: '' }));
    if (def.type === 'pipe') {
      visit(def.in, optional);
      visit(def.out, optional);
    } else if (WRAPPERS.has(def.type) && def.innerType) {
      visit(def.innerType, optional || OPTIONAL_WRAPPERS.has(def.type));
    }
  };
  visit(schema, false);
  return messages;
}

/** The `format` of a string schema, looking through pipes and wrappers (`email` survives a pipe). */
function stringFormat(schema: unknown): string | undefined {
  const def = internals(schema);
  if (typeof def.format === 'string' && def.format !== 'regex') return def.format;
  if (def.type === 'pipe') return stringFormat(def.in) ?? stringFormat(def.out);
  if (WRAPPERS.has(def.type) && def.innerType) return stringFormat(def.innerType);
  return undefined;
}

function defaultValue(schema: unknown): unknown {
  const def = internals(schema);
  if (def.type === 'default') return typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
  if (WRAPPERS.has(def.type) && def.innerType) return defaultValue(def.innerType);
  return undefined;
}

function typeOf(property: JsonSchema, format: string | undefined): string {
  if (property.enum) return property.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (property.const !== undefined) return JSON.stringify(property.const);
  if (property.anyOf) return property.anyOf.map((member) => typeOf(member, undefined)).join(' | ');
  const type = Array.isArray(property.type) ? property.type.join(' | ') : (property.type ?? 'any');
  if (type === 'array' && property.items) return `${typeOf(property.items, undefined)}[]`;
  return format ? `${type} (${format})` : type;
}

function parses(schema: zm.ZodMiniType, value: unknown): { ok: boolean; output?: unknown } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, output: result.data } : { ok: false };
}

/** Rules of text fields that live in refinements, found by probing with a valid value. */
function probedLimits(schema: zm.ZodMiniType, sample: unknown): string[] {
  if (typeof sample !== 'string' || sample === '') return [];
  const limits: string[] = [];
  const plain = parses(schema, sample);
  if (!plain.ok) return [];
  const padded = parses(schema, ` ${sample} `);
  if (padded.ok && padded.output === plain.output) limits.push('trimmed');
  if (/[a-z]/.test(sample)) {
    const upper = parses(schema, sample.toUpperCase());
    if (upper.ok && upper.output === sample.toLowerCase()) limits.push('lower-cased');
  }
  // Only meaningful for trimmed text: blank then means empty.
  if (padded.ok && !parses(schema, '').ok && !parses(schema, '   ').ok) limits.push('not blank');
  return limits;
}

function lengthLimit(property: JsonSchema): string | undefined {
  const { minLength: min, maxLength: max } = property;
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min} characters` : `${min}–${max} characters`;
  if (max !== undefined) return `at most ${max} characters`;
  if (min !== undefined) return `at least ${min} characters`;
  return undefined;
}

/** Describes a zod object schema field by field. */
export function describeObject(given: zm.ZodMiniType, context: string): ObjectDescription {
  // A body that may be left out (every field of it optional) is described by the object it is when sent.
  const schema = internals(given).type === 'optional' ? ((internals(given) as unknown as { innerType: zm.ZodMiniType }).innerType) : given;
  const json = toJsonSchema(schema, 'input');
  const shape = (schema as unknown as { shape?: Record<string, zm.ZodMiniType> }).shape;
  if (json.type !== 'object' || !json.properties || !shape) throw new Error(`${context}: expected an object schema`);
  const required = new Set(json.required ?? []);
  const fields = Object.entries(json.properties).map(([name, property]): FieldDescription => {
    const field = shape[name];
    if (!field) throw new Error(`${context}: no schema for field ${name}`);
    const format = stringFormat(field);
    const sample = sampleValue(name, property, field, context);
    const limits: string[] = [];
    const length = lengthLimit(property);
    if (length) limits.push(length);
    if (property.pattern) limits.push(`pattern \`${property.pattern}\``);
    if (property.minimum !== undefined) limits.push(`≥ ${property.minimum}`);
    if (property.maximum !== undefined) limits.push(`≤ ${property.maximum}`);
    limits.push(...probedLimits(field, sample));
    const fallback = defaultValue(field);
    if (fallback !== undefined) limits.push(`default ${JSON.stringify(fallback)}`);
    return { name, type: typeOf(property, format), required: required.has(name), limits, messages: schemaMessages(field), sample };
  });
  const def = internals(schema);
  const messages: string[] = [];
  for (const check of def.checks ?? []) {
    const message = messageOf(check._zod.def.error, { code: 'custom', input: {} });
    if (message && !messages.includes(message)) messages.push(message);
  }
  return { fields, strict: json.additionalProperties === false, messages };
}
