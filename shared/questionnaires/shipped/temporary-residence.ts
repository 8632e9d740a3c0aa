/**
 * The portal's starting questionnaire for a temporary-residence application (visitor visa, study or
 * work permit): the facts IRCC's application forms ask for (IMM 5257, IMM 1294, IMM 1295), in
 * English and French.
 */
import type { QuestionnaireTemplate } from '../types';
import { MARITAL_STATUSES, SEX, b, background, field, option, placeFields, question } from './build';

export const TEMPORARY_RESIDENCE: QuestionnaireTemplate = {
  templateId: 'temporary-residence',
  titles: b('Temporary residence application', 'Demande de résidence temporaire'),
  description: b(
    'The facts of your visitor visa, study permit or work permit application. Your answers are saved as you type.',
    'Les renseignements de votre demande de visa de visiteur, de permis d’études ou de permis de travail. Vos réponses sont enregistrées au fur et à mesure.',
  ),
  sections: [
    {
      sectionId: 'personal',
      titles: b('Personal details', 'Renseignements personnels'),
      questions: [
        question('familyName', 'text', b('Family name (as in your passport)', 'Nom de famille (comme dans votre passeport)'), { required: true }),
        question('givenNames', 'text', b('Given names (as in your passport)', 'Prénoms (comme dans votre passeport)'), { required: true }),
        question('otherNames', 'text', b('Other names used (nicknames, maiden name)', 'Autres noms utilisés (surnoms, nom de jeune fille)')),
        question('sex', 'choice', b('Sex', 'Sexe'), { required: true, options: SEX }),
        question('dateOfBirth', 'date', b('Date of birth', 'Date de naissance'), { required: true }),
        question('cityOfBirth', 'text', b('City or town of birth', 'Ville ou village de naissance'), { required: true }),
        question('countryOfBirth', 'country', b('Country or territory of birth', 'Pays ou territoire de naissance'), { required: true }),
        question('citizenship', 'country', b('Country of citizenship', 'Pays de citoyenneté'), { required: true }),
      ],
    },
    {
      sectionId: 'passport',
      titles: b('Passport', 'Passeport'),
      questions: [
        question('passportNumber', 'text', b('Passport number', 'Numéro du passeport'), { required: true }),
        question('passportCountry', 'country', b('Country or territory of issue', 'Pays ou territoire de délivrance'), { required: true }),
        question('passportIssued', 'date', b('Date of issue', 'Date de délivrance'), { required: true }),
        question('passportExpires', 'date', b('Expiry date', 'Date d’expiration'), { required: true }),
      ],
    },
    {
      sectionId: 'contact',
      titles: b('Contact information', 'Coordonnées'),
      questions: [
        question('address', 'longtext', b('Current mailing address', 'Adresse postale actuelle'), { required: true }),
        question('residenceCountry', 'country', b('Country or territory where you live now', 'Pays ou territoire où vous vivez actuellement'), { required: true }),
        question('phone', 'text', b('Telephone number', 'Numéro de téléphone'), { required: true }),
        question('email', 'text', b('Email address', 'Adresse courriel')),
      ],
    },
    {
      sectionId: 'marital',
      titles: b('Marital status', 'État matrimonial'),
      questions: [
        question('maritalStatus', 'choice', b('Current marital status', 'État matrimonial actuel'), { required: true, options: MARITAL_STATUSES }),
        question('spouseName', 'text', b('Spouse’s or partner’s full name', 'Nom complet de l’époux ou du conjoint'), {
          required: true,
          showIf: { questionId: 'maritalStatus', equals: ['married', 'common-law'] },
        }),
        question('relationshipSince', 'date', b('Date of marriage or start of the common-law relationship', 'Date du mariage ou du début de l’union de fait'), {
          required: true,
          showIf: { questionId: 'maritalStatus', equals: ['married', 'common-law'] },
        }),
        question('previouslyMarried', 'yesno', b('Were you previously married or in a common-law relationship?', 'Avez-vous déjà été marié ou en union de fait?'), {
          required: true,
          details: b('Their name, and the dates of the relationship', 'Son nom et les dates de la relation'),
        }),
      ],
    },
    {
      sectionId: 'languages',
      titles: b('Languages', 'Langues'),
      questions: [
        question('nativeLanguage', 'text', b('Native language', 'Langue maternelle'), { required: true }),
        question('officialLanguages', 'choice', b('Can you communicate in English or French?', 'Pouvez-vous communiquer en anglais ou en français?'), {
          required: true,
          options: [option('english', 'English', 'Anglais'), option('french', 'French', 'Français'), option('both', 'Both', 'Les deux'), option('neither', 'Neither', 'Ni l’un ni l’autre')],
        }),
        question('languageTest', 'yesno', b('Have you taken a language test (IELTS, CELPIP, TEF, TCF)?', 'Avez-vous passé un test de langue (IELTS, CELPIP, TEF, TCF)?'), {
          details: b('Which test, when, and your results', 'Quel test, quand, et vos résultats'),
        }),
      ],
    },
    {
      sectionId: 'education',
      titles: b('Education', 'Études'),
      questions: [
        question('postSecondary', 'yesno', b('Have you studied after secondary school?', 'Avez-vous fait des études postsecondaires?'), { required: true }),
        question('schools', 'list', b('Your studies after secondary school', 'Vos études postsecondaires'), {
          required: true,
          showIf: { questionId: 'postSecondary', equals: ['yes'] },
          fields: [
            field('school', 'text', b('School or institution', 'École ou établissement'), { required: true }),
            field('fieldOfStudy', 'text', b('Field of study', 'Domaine d’études'), { required: true }),
            field('from', 'date', b('From', 'Du')),
            field('to', 'date', b('To', 'Au')),
            ...placeFields(),
          ],
        }),
      ],
    },
    {
      sectionId: 'activities',
      titles: b('Employment and activities', 'Emplois et activités'),
      questions: [
        question('activities', 'history', b('What you have done in the last 10 years (or since your 18th birthday)', 'Ce que vous avez fait au cours des 10 dernières années (ou depuis vos 18 ans)'), {
          required: true,
          birthDateQuestionId: 'dateOfBirth',
          help: b(
            'Cover every month without gaps: work, studies, unemployment, travel, time at home. A period still going on ends at "present".',
            'Couvrez chaque mois sans interruption : emploi, études, chômage, voyage, temps à la maison. Une période en cours se termine à « aujourd’hui ».',
          ),
          fields: [
            field('activity', 'text', b('Activity or occupation', 'Activité ou profession'), { required: true }),
            field('employer', 'text', b('Employer or school (if any)', 'Employeur ou école (le cas échéant)')),
            ...placeFields(),
          ],
        }),
      ],
    },
    {
      sectionId: 'travel',
      titles: b('Travel history', 'Antécédents de voyage'),
      questions: [
        question('travelled', 'yesno', b('Have you travelled outside your country of residence in the last 10 years?', 'Avez-vous voyagé hors de votre pays de résidence au cours des 10 dernières années?'), { required: true }),
        question('trips', 'list', b('Your trips', 'Vos voyages'), {
          required: true,
          showIf: { questionId: 'travelled', equals: ['yes'] },
          fields: [
            field('country', 'country', b('Country or territory', 'Pays ou territoire'), { required: true }),
            field('from', 'date', b('From', 'Du'), { required: true }),
            field('to', 'date', b('To', 'Au'), { required: true }),
            field('purpose', 'text', b('Purpose of the trip', 'But du voyage')),
          ],
        }),
        question('previousCanada', 'yesno', b('Have you ever been to Canada?', 'Êtes-vous déjà venu au Canada?'), { required: true, details: b('When, and with what status', 'Quand, et avec quel statut') }),
      ],
    },
    {
      sectionId: 'background',
      titles: b('Background questions', 'Antécédents'),
      questions: [
        background('refusedVisa', b('Have you ever been refused a visa or permit, denied entry or ordered to leave Canada or any other country?', 'Vous a-t-on déjà refusé un visa ou un permis, refusé l’entrée ou ordonné de quitter le Canada ou tout autre pays?')),
        background('criminal', b('Have you ever committed, been arrested for, been charged with or convicted of any criminal offence in any country?', 'Avez-vous déjà commis une infraction criminelle, été arrêté, accusé ou reconnu coupable d’une infraction criminelle dans un pays?')),
        background('tuberculosis', b('In the last two years, were you or a family member diagnosed with tuberculosis or in close contact with a person with tuberculosis?', 'Au cours des deux dernières années, vous ou un membre de votre famille avez-vous reçu un diagnostic de tuberculose ou été en contact étroit avec une personne atteinte de tuberculose?')),
        background('military', b('Have you ever served in any military, militia or civil defence unit, or in a security organization or police force?', 'Avez-vous déjà fait partie d’une armée, d’une milice, d’une unité de défense civile, d’un service de sécurité ou d’un corps policier?')),
      ],
    },
  ],
};
