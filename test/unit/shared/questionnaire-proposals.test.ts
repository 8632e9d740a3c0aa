/**
 * Documents proposed to staff from a questionnaire's answers: a marriage certificate for a married
 * applicant or a spouse listed, the common-law declaration for a common-law partner, a birth
 * certificate per child named; nothing for questions hidden by their condition, each document once.
 */
import { proposedRequests } from '../../../shared/questionnaires/proposals';
import { findShippedQuestionnaireTemplate } from '../../../shared/questionnaires/shipped';
import type { QuestionnaireSection } from '../../../shared/questionnaires/types';

const sectionsOf = (templateId: string): QuestionnaireSection[] => findShippedQuestionnaireTemplate(templateId)?.sections ?? [];
const titlesOf = (sections: QuestionnaireSection[], values: Parameters<typeof proposedRequests>[1]) => proposedRequests(sections, values).map((proposal) => proposal.titles.en);

describe('proposedRequests', () => {
  it('proposes the marriage certificate to a married applicant of the temporary-residence questionnaire', () => {
    // Prepare
    const sections = sectionsOf('temporary-residence');

    // Act
    const proposals = proposedRequests(sections, { maritalStatus: 'married' });

    // Assess
    expect(proposals).toEqual([{ proposalId: 'maritalStatus:married', questionId: 'maritalStatus', titles: { en: 'Marriage certificate', fr: 'Certificat de mariage' } }]);
  });

  it('proposes the common-law declaration to a common-law partner, and nothing to a single applicant', () => {
    // Prepare
    const sections = sectionsOf('temporary-residence');

    // Act
    const commonLaw = titlesOf(sections, { maritalStatus: 'common-law' });
    const single = titlesOf(sections, { maritalStatus: 'single' });

    // Assess
    expect(commonLaw).toEqual(['Statutory declaration of common-law union (IMM 5409)']);
    expect(single).toEqual([]);
  });

  it('proposes the marriage certificate once and a birth certificate for each child named in the family information', () => {
    // Prepare
    const sections = sectionsOf('family-information');
    const values = {
      applicantMarital: 'married',
      spouse: [{ name: 'Maria Tremblay' }],
      hasChildren: { answer: 'yes' as const },
      children: [{ name: 'Léa Tremblay' }, { name: '  ' }, { name: 'Noah Tremblay' }],
    };

    // Act
    const proposals = proposedRequests(sections, values);

    // Assess
    expect(proposals.map((proposal) => proposal.titles)).toEqual([
      { en: 'Marriage certificate', fr: 'Certificat de mariage' },
      { en: 'Birth certificate — Léa Tremblay', fr: 'Acte de naissance — Léa Tremblay' },
      { en: 'Birth certificate — Noah Tremblay', fr: 'Acte de naissance — Noah Tremblay' },
    ]);
    expect(new Set(proposals.map((proposal) => proposal.proposalId)).size).toBe(proposals.length);
  });

  it('proposes nothing for answers the questionnaire no longer shows (children answered, then "no children")', () => {
    // Prepare
    const sections = sectionsOf('family-information');

    // Act
    const proposals = proposedRequests(sections, { hasChildren: { answer: 'no' }, children: [{ name: 'Léa Tremblay' }] });

    // Assess
    expect(proposals).toEqual([]);
  });
});
