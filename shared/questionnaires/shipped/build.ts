/** Small builders the shipped templates are written with (labels in English and French side by side). */
import type { Bilingual, ChoiceOption, Question, QuestionField } from '../types';

export const b = (en: string, fr: string): Bilingual => ({ en, fr });

export const option = (value: string, en: string, fr: string): ChoiceOption => ({ value, labels: b(en, fr) });

type Extra = Partial<Omit<Question, 'questionId' | 'type' | 'labels'>>;

export const question = (questionId: string, type: Question['type'], labels: Bilingual, extra: Extra = {}): Question => ({ questionId, type, labels, ...extra });

export const field = (fieldId: string, type: QuestionField['type'], labels: Bilingual, extra: Partial<Omit<QuestionField, 'fieldId' | 'type' | 'labels'>> = {}): QuestionField => ({
  fieldId,
  type,
  labels,
  ...extra,
});

/** A background question: yes or no, and the details when yes. */
export const background = (questionId: string, labels: Bilingual): Question => question(questionId, 'yesno', labels, { required: true, details: b('Give the details', 'Donnez les détails') });

export const MARITAL_STATUSES: ChoiceOption[] = [
  option('single', 'Single (never married)', 'Célibataire (jamais marié)'),
  option('married', 'Married', 'Marié'),
  option('common-law', 'Common-law', 'Conjoint de fait'),
  option('separated', 'Separated', 'Séparé'),
  option('divorced', 'Divorced', 'Divorcé'),
  option('widowed', 'Widowed', 'Veuf'),
  option('annulled', 'Annulled marriage', 'Mariage annulé'),
];

export const SEX: ChoiceOption[] = [option('female', 'Female', 'Féminin'), option('male', 'Male', 'Masculin'), option('another', 'Another gender', 'Autre genre')];

/** Where a period was spent: city and country. */
export const placeFields = (): QuestionField[] => [field('city', 'text', b('City or town', 'Ville ou village')), field('country', 'country', b('Country or territory', 'Pays ou territoire'), { required: true })];
