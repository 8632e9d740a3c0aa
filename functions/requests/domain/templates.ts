/**
 * Document request templates as a firm sees them: the portal's starting checklists
 * (shared/requests/templates.ts) and the firm's own, where a firm's template of a shipped id replaces
 * the shipped one for that firm only. Another org's templates are never read: every key holds the
 * caller's org.
 */
import { randomUUID } from 'node:crypto';
import { COMMON } from '../../../shared/core/refusals';
import type { RequestTemplateBody } from '../../../shared/requests/schemas';
import { settledSlot } from '../../../shared/requests/ircc-slots';
import { REQUEST_TEMPLATES, findRequestTemplate } from '../../../shared/requests/templates';
import type { ListedRequestTemplate, RequestTemplate } from '../../../shared/requests/types';
import type { Caller } from '../../core/caller';
import { isRefusal } from '../../core/errors';
import { type FirmTemplateRecord, createFirmTemplate, deleteFirmTemplate, getFirmTemplate, listFirmTemplates, replaceFirmTemplate } from '../repository/templates';

const asTemplate = ({ templateId, category, title, source, items }: RequestTemplate): RequestTemplate => ({ templateId, category, title, source, items });
const firmAnswer = (record: FirmTemplateRecord): ListedRequestTemplate => ({ ...asTemplate(record), origin: 'firm' });

/**
 * What the firm applies: the shipped templates in their order, each replaced by the firm's version
 * when it has one, then the firm's own, oldest first.
 */
export async function listTemplatesOfFirm(orgId: string): Promise<ListedRequestTemplate[]> {
  const firmTemplates = await listFirmTemplates(orgId);
  const byId = new Map(firmTemplates.map((record) => [record.templateId, record]));
  const shipped = REQUEST_TEMPLATES.map((template): ListedRequestTemplate => {
    const replaced = byId.get(template.templateId);
    return replaced ? firmAnswer(replaced) : { ...template, origin: 'portal' };
  });
  const own = firmTemplates
    .filter((record) => !findRequestTemplate(record.templateId))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.templateId.localeCompare(b.templateId))
    .map(firmAnswer);
  return [...shipped, ...own];
}

/** The template of this id the org applies: its own (or its version of a shipped one), else the shipped one. */
export async function findTemplateOfFirm(orgId: string, templateId: string): Promise<ListedRequestTemplate | undefined> {
  const firmTemplate = await getFirmTemplate(orgId, templateId);
  if (firmTemplate) return firmAnswer(firmTemplate);
  const shipped = findRequestTemplate(templateId);
  return shipped ? { ...shipped, origin: 'portal' } : undefined;
}

const MAX_ATTEMPTS = 3;

/**
 * Saves the firm's template of this id, whole: created (taking a place of the firm's limit) or
 * replaced. Items without an id get one, so a case's items can say which template item they came from.
 */
export async function saveFirmTemplate(caller: Caller, templateId: string, body: RequestTemplateBody, now = new Date().toISOString()): Promise<ListedRequestTemplate> {
  for (let attempt = 1; ; attempt += 1) {
    const existing = await getFirmTemplate(caller.orgId, templateId, true);
    const record: FirmTemplateRecord = {
      templateId,
      orgId: caller.orgId,
      category: body.category,
      title: body.title,
      source: body.source ?? '',
      items: body.items.map((item) => ({
        templateItemId: item.templateItemId ?? randomUUID(),
        title: item.title,
        instructions: item.instructions ?? { en: '', fr: '' },
        concerns: item.concerns?.name ? { kind: item.concerns.kind, name: item.concerns.name } : { kind: item.concerns?.kind ?? 'client' },
        translationRequired: item.translationRequired ?? false,
        ...(item.dueInDays === undefined ? {} : { dueInDays: item.dueInDays }),
        ...(item.irccSlot ? { irccSlot: settledSlot(item.irccSlot) } : {}),
      })),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      updatedBy: { userId: caller.userId, name: caller.name },
    };
    try {
      await (existing ? replaceFirmTemplate(record) : createFirmTemplate(record));
      return firmAnswer(record);
    } catch (error) {
      // Created or deleted by someone else between the read and the write: read again.
      if (!isRefusal(error, COMMON.BUSY) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** Deletes the firm's template of this id (a shipped one is the portal's again); none: `request-template-missing`. */
export async function removeFirmTemplate(caller: Caller, templateId: string): Promise<void> {
  await deleteFirmTemplate(caller.orgId, templateId);
}
