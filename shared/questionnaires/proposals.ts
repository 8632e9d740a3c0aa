/**
 * Documents a questionnaire's answers call for, proposed to staff (who request them or not: nothing
 * is added by itself). Read from the questions the shipped templates ask — a firm's template that
 * keeps their ids gets the same proposals:
 * - a marital status (`maritalStatus`, `applicantMarital`) of married → the marriage certificate;
 *   common-law → the statutory declaration of common-law union (IMM 5409);
 * - each entry of a `spouse` list → the marriage certificate (once);
 * - each entry of a `children` list → that child's birth certificate, named.
 */
import { visibleQuestions } from './answers';
import type { AnswerValue, Bilingual, QuestionnaireSection } from './types';

export interface ProposedRequest {
  /** Stable within the questionnaire: the question it comes from and, for an entry, its place. */
  proposalId: string;
  questionId: string;
  titles: Bilingual;
}

const MARITAL_QUESTIONS = ['maritalStatus', 'applicantMarital'];
const MARRIAGE_CERTIFICATE: Bilingual = { en: 'Marriage certificate', fr: 'Certificat de mariage' };
const COMMON_LAW_DECLARATION: Bilingual = {
  en: 'Statutory declaration of common-law union (IMM 5409)',
  fr: 'Déclaration solennelle de l’union de fait (IMM 5409)',
};
const birthCertificateOf = (name: string): Bilingual => ({ en: `Birth certificate — ${name}`, fr: `Acte de naissance — ${name}` });

/** The documents the answers of the questions shown call for, each once, in the questionnaire's order. */
export function proposedRequests(sections: readonly QuestionnaireSection[], values: Readonly<Record<string, AnswerValue | undefined>>): ProposedRequest[] {
  const proposals: ProposedRequest[] = [];
  const add = (proposal: ProposedRequest) => {
    if (!proposals.some((one) => one.titles.en === proposal.titles.en)) proposals.push(proposal);
  };
  for (const question of visibleQuestions(sections, values)) {
    const value = values[question.questionId];
    if (MARITAL_QUESTIONS.includes(question.questionId) && typeof value === 'string') {
      if (value === 'married') add({ proposalId: `${question.questionId}:married`, questionId: question.questionId, titles: MARRIAGE_CERTIFICATE });
      if (value === 'common-law') add({ proposalId: `${question.questionId}:common-law`, questionId: question.questionId, titles: COMMON_LAW_DECLARATION });
    }
    if (!Array.isArray(value)) continue;
    if (question.questionId === 'spouse' && value.length > 0) add({ proposalId: 'spouse:marriage', questionId: 'spouse', titles: MARRIAGE_CERTIFICATE });
    if (question.questionId === 'children') {
      value.forEach((entry, index) => {
        const name = typeof entry.name === 'string' ? entry.name.trim() : '';
        if (name) add({ proposalId: `children:${index}`, questionId: 'children', titles: birthCertificateOf(name) });
      });
    }
  }
  return proposals;
}
