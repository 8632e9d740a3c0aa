/**
 * The template editor's values (Settings → Templates), checked by the shared schema of
 * PUT /v1/admin/request-templates/{templateId} (shared/requests/schemas.ts), so the form refuses what
 * the API would, in the same words (shown in the reader's language by lib/validation-messages.ts).
 */
import type { RequestConcerns } from '@shared/requests/types';
import type { RequestTemplateBody } from '@shared/requests/schemas';
import type { FirmRequestTemplate } from '../api/request-templates';

/** An item as the form edits it: every text present (empty when none), the due delay a number or absent. */
export interface TemplateItemValues {
  templateItemId: string;
  title: { en: string; fr: string };
  instructions: { en: string; fr: string };
  concerns?: RequestConcerns;
  translationRequired: boolean;
  dueInDays?: number;
}

export interface TemplateValues {
  category: RequestTemplateBody['category'] | '';
  title: { en: string; fr: string };
  source: string;
  items: TemplateItemValues[];
}

export function newItemValues(): TemplateItemValues {
  return {
    templateItemId: crypto.randomUUID(),
    title: { en: '', fr: '' },
    instructions: { en: '', fr: '' },
    concerns: { kind: 'client' },
    translationRequired: false,
  };
}

/** A template as the form edits it; a new one starts with one empty item. */
export function templateValues(template?: FirmRequestTemplate): TemplateValues {
  if (!template) return { category: '', title: { en: '', fr: '' }, source: '', items: [newItemValues()] };
  return {
    category: template.category as TemplateValues['category'],
    title: { ...template.title },
    source: template.source ?? '',
    items: template.items.map((item) => ({
      templateItemId: item.templateItemId,
      title: { ...item.title },
      instructions: { ...item.instructions },
      concerns: item.concerns,
      translationRequired: item.translationRequired,
      ...(item.dueInDays === undefined ? {} : { dueInDays: item.dueInDays }),
    })),
  };
}

/** An empty number field is no due delay (absent), not a number the schema refuses. */
export function dueInDaysValue(value: unknown): number | undefined {
  return value === '' || value === undefined || value === null ? undefined : Number(value);
}
