/**
 * Documents made from the portal's signing templates (shared/signatures/templates.ts): the template's
 * text in the language asked, its fields filled in from the case, the firm and the day and as staff
 * typed them, written as a text PDF (core/text-pdf.ts: no PDF library in this route's bundle) and
 * recorded as a firm document of the case, shared with the client like a document sent for signature.
 */
import type { Case } from '../../../shared/cases/types';
import type { Language } from '../../../shared/settings/language';
import { SIGNATURES } from '../../../shared/signatures/refusals';
import { SIGNING_TEMPLATES, type SigningTemplateId, type TypedTemplateField, fillTemplate } from '../../../shared/signatures/templates';
import type { TemplateDocument } from '../../../shared/signatures/types';
import type { Caller } from '../../core/caller';
import { config } from '../../core/config';
import { refusal } from '../../core/errors';
import { type TextBlock, textDocument } from '../../core/text-pdf';
import { recordSignedPdf } from '../../documents';
import { getOrg } from '../../orgs';

export interface NewTemplateDocument {
  templateId: SigningTemplateId;
  language: Language;
  fields: Record<TypedTemplateField, string>;
}

/** Today as the document says it: "November 28, 2026", « 28 novembre 2026 » (UTC). */
function longDate(now: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(now);
}

/** A file name any store takes: the characters file systems refuse become dashes. */
const fileNameOf = (title: string) => `${title.replace(/[\\/:*?"<>|]+/g, '-').trim()}.pdf`;

/** The filled document's blocks: its title, then its paragraphs (`## ` opens a heading). */
export function templateBlocks(input: NewTemplateDocument, caseRecord: Pick<Case, 'clientName' | 'caseNumber' | 'caseName'>, firmName: string, now: Date): { title: string; blocks: TextBlock[] } {
  const template = SIGNING_TEMPLATES[input.templateId];
  if (!template) throw refusal(SIGNATURES.TEMPLATE_MISSING);
  const text = template.texts[input.language];
  const fields = { clientName: caseRecord.clientName, caseNumber: caseRecord.caseNumber, caseName: caseRecord.caseName, firmName, date: longDate(now, input.language), ...input.fields };
  const title = caseRecord.caseNumber ? `${text.title} ${caseRecord.caseNumber}` : text.title;
  const blocks = text.body.map((paragraph): TextBlock => (paragraph.startsWith('## ') ? { kind: 'heading', text: fillTemplate(paragraph.slice(3), fields) } : { kind: 'paragraph', text: fillTemplate(paragraph, fields) }));
  return { title, blocks: [{ kind: 'heading', text: text.title }, ...blocks] };
}

/** Makes the document and records it on the case (the caller's, shared with the client). */
export async function createTemplateDocument(caller: Caller, caseRecord: Case, input: NewTemplateDocument, now = new Date()): Promise<TemplateDocument> {
  const firmName = (await getOrg(caseRecord.orgId))?.name || config.firmName;
  const { title, blocks } = templateBlocks(input, caseRecord, firmName, now);
  const stored = await recordSignedPdf(caller, caseRecord, fileNameOf(title), textDocument(blocks, title));
  return { documentId: stored.id, name: stored.name };
}
