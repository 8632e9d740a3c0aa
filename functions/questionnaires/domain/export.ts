/**
 * A questionnaire's answers for filling IRCC's forms: as JSON (the questions shown, labelled in both
 * languages, with their answers, who gave each and when) and as a PDF (a section per page group, the
 * person's name and the case on every page, labels in the language the reader chose or both).
 */
import type { Case } from '../../../shared/cases/types';
import type { ExportLanguage } from '../../../shared/questionnaires/constants';
import { dayInWords, isCalendarDay, isCalendarMonth } from '../../../shared/questionnaires/dates';
import { visibleFields, visibleQuestions } from '../../../shared/questionnaires/answers';
import { PRESENT, gapInWords } from '../../../shared/questionnaires/gaps';
import type { AnswerValue, Bilingual, EntryValue, FieldValue, Question, QuestionField, Questionnaire } from '../../../shared/questionnaires/types';
import { PAGE, type TextLine, pdfDocument, wrap } from '../../core/text-pdf';

export interface QuestionnaireExport {
  questionnaireId: string;
  templateId: string;
  titles: Bilingual;
  status: Questionnaire['status'];
  exportedAt: string;
  case: { caseId: string; caseNumber: string; caseName: string; clientName: string };
  person: { personId?: string; name?: string; dateOfBirth?: string };
  sections: Array<{
    sectionId: string;
    titles: Bilingual;
    questions: Array<{ questionId: string; type: Question['type']; labels: Bilingual; answer?: AnswerValue; answeredBy?: string; answeredAt?: string }>;
  }>;
  missing: string[];
  gaps: Questionnaire['gaps'];
}

const valuesOf = (questionnaire: Questionnaire) => Object.fromEntries(Object.entries(questionnaire.answers).map(([id, answer]) => [id, answer.value]));

export function exportJson(questionnaire: Questionnaire, caseRecord: Case, now = new Date().toISOString()): QuestionnaireExport {
  const shown = new Set(visibleQuestions(questionnaire.sections, valuesOf(questionnaire)).map((question) => question.questionId));
  return {
    questionnaireId: questionnaire.questionnaireId,
    templateId: questionnaire.templateId,
    titles: questionnaire.titles,
    status: questionnaire.status,
    exportedAt: now,
    case: { caseId: caseRecord.caseId, caseNumber: caseRecord.caseNumber, caseName: caseRecord.caseName, clientName: caseRecord.clientName },
    person: {
      ...(questionnaire.personId ? { personId: questionnaire.personId } : {}),
      ...(questionnaire.personName ? { name: questionnaire.personName } : {}),
      ...(questionnaire.dateOfBirth ? { dateOfBirth: questionnaire.dateOfBirth } : {}),
    },
    sections: questionnaire.sections.map((section) => ({
      sectionId: section.sectionId,
      titles: section.titles,
      questions: section.questions
        .filter((question) => shown.has(question.questionId))
        .map((question) => {
          const answer = questionnaire.answers[question.questionId];
          return {
            questionId: question.questionId,
            type: question.type,
            labels: question.labels,
            ...(answer ? { answer: answer.value, answeredBy: answer.by.name, answeredAt: answer.at } : {}),
          };
        }),
    })),
    missing: questionnaire.missing,
    gaps: questionnaire.gaps,
  };
}

type Words = 'en' | 'fr';
const WORDS = {
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
  present: { en: 'present', fr: 'aujourd’hui' },
  unanswered: { en: '(no answer)', fr: '(aucune réponse)' },
  page: { en: 'Page', fr: 'Page' },
  case: { en: 'Case', fr: 'Dossier' },
  status: { en: 'Status', fr: 'État' },
  gaps: { en: 'Periods not covered', fr: 'Périodes non couvertes' },
  statuses: {
    open: { en: 'open', fr: 'ouvert' },
    submitted: { en: 'submitted', fr: 'soumis' },
    returned: { en: 'returned', fr: 'retourné' },
    accepted: { en: 'accepted', fr: 'accepté' },
  },
} as const;

const labelOf = (labels: Bilingual, language: ExportLanguage) => (language === 'both' ? `${labels.en} / ${labels.fr}` : labels[language]);
const wordsOf = (language: ExportLanguage): Words => (language === 'both' ? 'en' : language);

function countryName(code: string, words: Words): string {
  try {
    return new Intl.DisplayNames([words === 'fr' ? 'fr-CA' : 'en-CA'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function dateText(value: string, words: Words): string {
  if (value === PRESENT) return WORDS.present[words];
  if (isCalendarDay(value)) return dayInWords(value, words);
  if (isCalendarMonth(value)) return dayInWords(`${value}-01`, words).replace(/^1(er)? /, '');
  return value;
}

function fieldText(asked: Pick<QuestionField | Question, 'type' | 'options'>, value: FieldValue, language: ExportLanguage): string {
  const words = wordsOf(language);
  if (typeof value === 'object') return `${WORDS[value.answer][words]}${value.details ? ` — ${value.details}` : ''}`;
  switch (asked.type) {
    case 'date':
      return dateText(value, words);
    case 'country':
      return countryName(value, words);
    case 'choice': {
      const option = (asked.options ?? []).find((one) => one.value === value);
      return option ? labelOf(option.labels, language) : value;
    }
    default:
      return value;
  }
}

/** An answer as lines of text: one for a value, one per entry of a list or a history. */
function answerLines(question: Question, value: AnswerValue | undefined, language: ExportLanguage): string[] {
  const words = wordsOf(language);
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return [WORDS.unanswered[words]];
  if (!Array.isArray(value)) return [fieldText(question, value, language)];
  return value.map((entry: EntryValue, index) => {
    const period = question.type === 'history' ? `${dateText(String(entry.from ?? '…'), words)} – ${dateText(String(entry.to ?? '…'), words)}: ` : '';
    const parts = visibleFields(question, entry)
      .filter((field) => entry[field.fieldId] !== undefined)
      .map((field) => `${labelOf(field.labels, language)}: ${fieldText(field, entry[field.fieldId] as FieldValue, language)}`);
    return `${index + 1}. ${period}${parts.join('; ')}`;
  });
}

/** The PDF of the answers: a section per page group, the header on every page. */
export function exportPdf(questionnaire: Questionnaire, caseRecord: Case, language: ExportLanguage): Buffer {
  const words = wordsOf(language);
  const width = PAGE.width - 2 * PAGE.margin;
  const title = labelOf(questionnaire.titles, language);
  const person = questionnaire.personName ?? caseRecord.clientName;
  const header = `${person} — ${WORDS.case[words]} ${caseRecord.caseNumber} · ${caseRecord.caseName}`;
  const pages: TextLine[][] = [];
  let page: TextLine[] = [];
  let y = 0;
  const newPage = () => {
    page = [];
    pages.push(page);
    page.push({ x: PAGE.margin, y: PAGE.height - 32, text: header, size: 9, font: 'regular', muted: true });
    page.push({ x: PAGE.margin, y: PAGE.height - 44, text: title, size: 9, font: 'regular', muted: true });
    y = PAGE.height - PAGE.margin - 20;
  };
  const write = (text: string, size: number, font: 'regular' | 'bold', indent = 0, after = 2) => {
    for (const line of wrap(text, size, font, width - indent)) {
      if (y < PAGE.margin + size) newPage();
      page.push({ x: PAGE.margin + indent, y, text: line, size, font });
      y -= size + after;
    }
  };
  const values = valuesOf(questionnaire);
  const shown = new Set(visibleQuestions(questionnaire.sections, values).map((question) => question.questionId));
  newPage();
  write(title, 16, 'bold', 0, 6);
  write(`${person} — ${WORDS.status[words]}: ${WORDS.statuses[questionnaire.status][words]}`, 10, 'regular', 0, 12);
  questionnaire.sections.forEach((section, index) => {
    if (index > 0) newPage();
    write(labelOf(section.titles, language), 13, 'bold', 0, 8);
    for (const question of section.questions.filter((one) => shown.has(one.questionId))) {
      write(labelOf(question.labels, language), 10, 'bold', 0, 3);
      for (const line of answerLines(question, values[question.questionId], language)) write(line, 10, 'regular', 12, 2);
      y -= 6;
    }
  });
  if (questionnaire.gaps.length > 0) {
    y -= 6;
    write(WORDS.gaps[words], 11, 'bold', 0, 4);
    for (const gap of questionnaire.gaps) write(gapInWords(gap, words), 10, 'regular', 12, 2);
  }
  pages.forEach((lines, index) => lines.push({ x: PAGE.width - PAGE.margin - 60, y: 24, text: `${WORDS.page[words]} ${index + 1} / ${pages.length}`, size: 8, font: 'regular', muted: true }));
  return pdfDocument(pages, title);
}
