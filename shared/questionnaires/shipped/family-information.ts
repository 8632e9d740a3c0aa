/** The portal's starting questionnaire for family information: the facts of IRCC's IMM 5645, in English and French. */
import type { QuestionField, QuestionnaireTemplate } from '../types';
import { MARITAL_STATUSES, b, field, option, question } from './build';

/** What IMM 5645 asks of each family member. */
const memberFields = (relationships?: ReturnType<typeof option>[]): QuestionField[] => [
  field('name', 'text', b('Full name', 'Nom complet'), { required: true }),
  ...(relationships ? [field('relationship', 'choice', b('Relationship', 'Lien de parenté'), { required: true, options: relationships })] : []),
  field('dateOfBirth', 'date', b('Date of birth', 'Date de naissance'), { required: true }),
  field('countryOfBirth', 'country', b('Country or territory of birth', 'Pays ou territoire de naissance'), { required: true }),
  field('maritalStatus', 'choice', b('Marital status', 'État matrimonial'), { options: MARITAL_STATUSES }),
  field('address', 'text', b('Present address (or "deceased", with the city and date)', 'Adresse actuelle (ou « décédé », avec la ville et la date)'), { required: true }),
  field('accompanying', 'yesno', b('Will they come with you to Canada?', 'Vous accompagnera-t-il au Canada?')),
];

export const FAMILY_INFORMATION: QuestionnaireTemplate = {
  templateId: 'family-information',
  titles: b('Family information (IMM 5645)', 'Renseignements sur la famille (IMM 5645)'),
  description: b('Your spouse or partner, your children, your parents and your brothers and sisters, living or deceased.', 'Votre époux ou conjoint, vos enfants, vos parents et vos frères et sœurs, vivants ou décédés.'),
  sections: [
    {
      sectionId: 'applicant',
      titles: b('You', 'Vous'),
      questions: [
        question('applicantName', 'text', b('Your full name', 'Votre nom complet'), { required: true }),
        question('applicantBirth', 'date', b('Your date of birth', 'Votre date de naissance'), { required: true }),
        question('applicantMarital', 'choice', b('Your marital status', 'Votre état matrimonial'), { required: true, options: MARITAL_STATUSES }),
      ],
    },
    {
      sectionId: 'spouse',
      titles: b('Spouse or common-law partner', 'Époux ou conjoint de fait'),
      questions: [
        question('spouse', 'list', b('Your spouse or common-law partner', 'Votre époux ou conjoint de fait'), {
          required: true,
          showIf: { questionId: 'applicantMarital', equals: ['married', 'common-law'] },
          fields: memberFields(),
        }),
      ],
    },
    {
      sectionId: 'parents',
      titles: b('Parents', 'Parents'),
      questions: [
        question('parents', 'list', b('Your mother and father', 'Votre mère et votre père'), {
          required: true,
          fields: memberFields([option('mother', 'Mother', 'Mère'), option('father', 'Father', 'Père')]),
        }),
      ],
    },
    {
      sectionId: 'children',
      titles: b('Children', 'Enfants'),
      questions: [
        question('hasChildren', 'yesno', b('Do you have children (including adopted and step-children)?', 'Avez-vous des enfants (y compris adoptés et beaux-enfants)?'), { required: true }),
        question('children', 'list', b('Your children', 'Vos enfants'), {
          required: true,
          showIf: { questionId: 'hasChildren', equals: ['yes'] },
          fields: memberFields([option('son', 'Son', 'Fils'), option('daughter', 'Daughter', 'Fille'), option('step-child', 'Step-child', 'Bel-enfant'), option('adopted', 'Adopted child', 'Enfant adopté')]),
        }),
      ],
    },
    {
      sectionId: 'siblings',
      titles: b('Brothers and sisters', 'Frères et sœurs'),
      questions: [
        question('hasSiblings', 'yesno', b('Do you have brothers or sisters (including half- and step-)?', 'Avez-vous des frères ou des sœurs (y compris demi- et quasi-)?'), { required: true }),
        question('siblings', 'list', b('Your brothers and sisters', 'Vos frères et sœurs'), {
          required: true,
          showIf: { questionId: 'hasSiblings', equals: ['yes'] },
          fields: memberFields([option('brother', 'Brother', 'Frère'), option('sister', 'Sister', 'Sœur')]),
        }),
      ],
    },
  ],
};
