/**
 * The signing templates the portal ships: documents staff make for a case with its fields filled in
 * (`{clientName}`, `{caseNumber}`, `{caseName}`, `{firmName}`, `{date}` from the case, the firm and
 * the day; `{fees}` as staff type it), in English and French, then send for signature. The server
 * renders the filled text into a PDF of the case (functions/signatures/domain/template-documents.ts).
 */
import type { Language } from '../settings/language';

export const SIGNING_TEMPLATE_IDS = ['retainer'] as const;
export type SigningTemplateId = (typeof SIGNING_TEMPLATE_IDS)[number];

/** The fields staff type (the others come from the case, the firm and the day). */
export const TYPED_TEMPLATE_FIELDS = ['fees'] as const;
export type TypedTemplateField = (typeof TYPED_TEMPLATE_FIELDS)[number];

export interface SigningTemplateText {
  /** The document's title, and its file name (with `.pdf`), with the case number appended. */
  title: string;
  /** Paragraphs; `## ` opens a heading. */
  body: string[];
}

export interface SigningTemplate {
  templateId: SigningTemplateId;
  texts: Record<Language, SigningTemplateText>;
}

const RETAINER: SigningTemplate = {
  templateId: 'retainer',
  texts: {
    en: {
      title: 'Service agreement',
      body: [
        'Between {firmName} (the firm) and {clientName} (the client), case {caseName}, number {caseNumber}, on {date}.',
        '## 1. Services',
        'The firm represents the client in this immigration matter: it advises the client, prepares and files the application and its documents, and corresponds with the authorities for the client.',
        '## 2. Fees',
        'The client pays the firm these professional fees: {fees}. Government fees and third-party costs are not included.',
        '## 3. The client’s part',
        'The client gives the firm complete and true information and documents in time, and tells the firm of any change in their situation.',
        '## 4. No guarantee',
        'The authorities decide. The firm guarantees neither the outcome nor the processing time.',
        '## 5. Ending the agreement',
        'The client may end this agreement at any time in writing; the firm, for a serious reason with reasonable notice. Services already rendered remain payable.',
        'By signing, the client confirms having read and accepted this agreement.',
      ],
    },
    fr: {
      title: 'Convention de services',
      body: [
        'Entre {firmName} (le cabinet) et {clientName} (le client), dossier {caseName}, numéro {caseNumber}, le {date}.',
        '## 1. Services',
        'Le cabinet représente le client dans ce dossier d’immigration : il le conseille, prépare et dépose la demande et ses documents, et correspond avec les autorités pour le client.',
        '## 2. Honoraires',
        'Le client paie au cabinet ces honoraires professionnels : {fees}. Les frais gouvernementaux et de tiers ne sont pas inclus.',
        '## 3. Le rôle du client',
        'Le client fournit au cabinet, en temps utile, des renseignements et des documents complets et exacts, et l’avise de tout changement de sa situation.',
        '## 4. Aucune garantie',
        'Les autorités décident. Le cabinet ne garantit ni l’issue ni le délai de traitement.',
        '## 5. Fin de la convention',
        'Le client peut mettre fin à la convention en tout temps par écrit; le cabinet, pour un motif sérieux avec un préavis raisonnable. Les services déjà rendus restent payables.',
        'En signant, le client confirme avoir lu et accepté la présente convention.',
      ],
    },
  },
};

export const SIGNING_TEMPLATES: Record<SigningTemplateId, SigningTemplate> = { retainer: RETAINER };

export type TemplateFields = Record<'clientName' | 'caseNumber' | 'caseName' | 'firmName' | 'date' | TypedTemplateField, string>;

/** The text with each `{field}` replaced by its value (a placeholder it does not know stays as written). */
export function fillTemplate(text: string, fields: TemplateFields): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(fields, name) ? fields[name as keyof TemplateFields] : placeholder));
}
