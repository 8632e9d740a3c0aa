/** The portal's starting questionnaire for Schedule A (IMM 5669): background, addresses and personal history with no gap, in English and French. */
import type { QuestionnaireTemplate } from '../types';
import { b, background, field, question } from './build';

export const SCHEDULE_A: QuestionnaireTemplate = {
  templateId: 'schedule-a-background',
  titles: b('Schedule A – Background / Declaration (IMM 5669)', 'Annexe A – Antécédents / Déclaration (IMM 5669)'),
  description: b(
    'Your addresses and what you did in the last 10 years, or since your 18th birthday, without any gap; and the background questions.',
    'Vos adresses et ce que vous avez fait au cours des 10 dernières années, ou depuis vos 18 ans, sans aucune interruption; et les questions sur vos antécédents.',
  ),
  sections: [
    {
      sectionId: 'identity',
      titles: b('Identity', 'Identité'),
      questions: [
        question('fullName', 'text', b('Full name', 'Nom complet'), { required: true }),
        question('dateOfBirth', 'date', b('Date of birth', 'Date de naissance'), { required: true }),
        question('fatherName', 'text', b('Father’s full name', 'Nom complet du père'), { required: true }),
        question('motherName', 'text', b('Mother’s full name', 'Nom complet de la mère'), { required: true }),
      ],
    },
    {
      sectionId: 'background',
      titles: b('Background questions', 'Antécédents'),
      questions: [
        background('convicted', b('Have you been convicted of a crime or offence in any country?', 'Avez-vous été reconnu coupable d’un crime ou d’une infraction dans un pays?')),
        background('detained', b('Have you ever been detained, incarcerated or put in jail?', 'Avez-vous déjà été détenu, incarcéré ou emprisonné?')),
        background('violence', b('Have you ever been a member of or associated with an organization that used or advocated violence?', 'Avez-vous déjà été membre d’une organisation qui a eu recours ou prôné la violence, ou associé à une telle organisation?')),
        background('illTreatment', b('Have you ever witnessed or participated in the ill treatment of prisoners or civilians?', 'Avez-vous déjà été témoin de mauvais traitements infligés à des prisonniers ou à des civils, ou y avez-vous participé?')),
      ],
    },
    {
      sectionId: 'history',
      titles: b('Personal history', 'Antécédents personnels'),
      questions: [
        question('personalHistory', 'history', b('Your personal history: studies, work, unemployment, travel, time at home', 'Vos antécédents personnels : études, emploi, chômage, voyages, temps à la maison'), {
          required: true,
          birthDateQuestionId: 'dateOfBirth',
          help: b('No gap is allowed: every month must be covered.', 'Aucune interruption n’est permise : chaque mois doit être couvert.'),
          fields: [
            field('activity', 'text', b('Activity or occupation', 'Activité ou profession'), { required: true }),
            field('place', 'text', b('Employer, school or place', 'Employeur, école ou lieu')),
            field('country', 'country', b('Country or territory', 'Pays ou territoire'), { required: true }),
          ],
        }),
      ],
    },
    {
      sectionId: 'addresses',
      titles: b('Addresses', 'Adresses'),
      questions: [
        question('addresses', 'history', b('Your addresses since your 18th birthday or in the last 10 years', 'Vos adresses depuis vos 18 ans ou au cours des 10 dernières années'), {
          required: true,
          birthDateQuestionId: 'dateOfBirth',
          help: b('No gap is allowed: every month must be covered.', 'Aucune interruption n’est permise : chaque mois doit être couvert.'),
          fields: [
            field('street', 'text', b('Street and number', 'Rue et numéro'), { required: true }),
            field('city', 'text', b('City or town', 'Ville ou village'), { required: true }),
            field('country', 'country', b('Country or territory', 'Pays ou territoire'), { required: true }),
          ],
        }),
      ],
    },
  ],
};
