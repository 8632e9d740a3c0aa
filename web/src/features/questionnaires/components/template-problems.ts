/**
 * The problems of shared/questionnaires/template-check.ts (the `problem` of a
 * `questionnaire-template-invalid` refusal, in English words) in the reader's language: each sentence
 * the check writes, recognised by its words, said again from the catalogue.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const ID = '([A-Za-z0-9_-]+)';
const pattern = (words: string) => new RegExp(`^${words.replaceAll('ID', ID)}$`);

/** Most particular first: "the condition of field x of y" before "the condition of y". */
/* eslint-disable lingui/no-unlocalized-strings -- the check's English words, to recognise them (each is said from the catalogue) */
const PROBLEMS: readonly [RegExp, (a: string, b: string) => MessageDescriptor][] = [
  [pattern('section id ID is used twice'), (id) => msg`section id ${id} is used twice`],
  [pattern('question id ID is used twice'), (id) => msg`question id ${id} is used twice`],
  [pattern('field id ID of ID is used twice'), (field, id) => msg`field id ${field} of ${id} is used twice`],
  [pattern('the condition of field ID of ID names no field of the entry'), (field, id) => msg`the condition of field ${field} of ${id} names no field of the entry`],
  [pattern('the condition of ID names no earlier question'), (id) => msg`the condition of ${id} names no earlier question`],
  [pattern('choice question ID has no options'), (id) => msg`choice question ${id} has no options`],
  [pattern('choice field ID of ID has no options'), (field, id) => msg`choice field ${field} of ${id} has no options`],
  [pattern('question ID offers an option twice'), (id) => msg`question ${id} offers an option twice`],
  [pattern('question ID has fields but is not a list or a history'), (id) => msg`question ${id} has fields but is not a list or a history`],
  [pattern('list question ID has no fields'), (id) => msg`list question ${id} has no fields`],
  [pattern('question ID asks for details but is not yes/no'), (id) => msg`question ${id} asks for details but is not yes/no`],
  [pattern('field ID of ID asks for details but is not yes/no'), (field, id) => msg`field ${field} of ${id} asks for details but is not yes/no`],
  [pattern('question ID names a birth date but is not a history'), (id) => msg`question ${id} names a birth date but is not a history`],
  [pattern('the birth date of ID names no earlier date question'), (id) => msg`the birth date of ${id} names no earlier date question`],
  [pattern('history ID names a field ID: its periods have their own'), (id, field) => msg`history ${id} names a field ${field}: its periods have their own`],
];
/* eslint-enable lingui/no-unlocalized-strings */

/** The problem in the reader's language; one the table does not know as written. */
export function templateProblemText(i18n: I18n, problem: string): string {
  for (const [words, message] of PROBLEMS) {
    const found = words.exec(problem);
    if (found) return i18n._(message(found[1] ?? '', found[2] ?? ''));
  }
  return problem;
}
