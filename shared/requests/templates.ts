/**
 * The starting checklists a firm applies to a case (POST /v1/admin/cases/{caseId}/requests with
 * `templateId`), one per kind of file, after IRCC's document checklists. Each text is written in both
 * of the portal's languages, and an applied item keeps both: each reader reads theirs
 * (docs/data-model.md, "Document requests").
 *
 * They are starting points: the firm adds, waives and rejects items on the case as the file needs.
 */
import { DEFAULT_SLOT_FORMATS, DEFAULT_SLOT_MAX_BYTES } from './ircc-slot-limits';
import type { IrccSlot } from './ircc-slots';
import type { RequestTemplateId } from './template-ids';
import type { RequestTemplate, RequestTemplateItem } from './types';

/** An IRCC upload slot of the usual limit (4 MB of PDF, JPEG or PNG). */
const slot = (name: string): IrccSlot => ({ name, maxBytes: DEFAULT_SLOT_MAX_BYTES, formats: [...DEFAULT_SLOT_FORMATS] });

/** IRCC's digital photo slot takes a JPEG: the package ships the photo itself, not a PDF of it. */
const photoSlot = (): IrccSlot => ({ name: 'Digital photo', maxBytes: DEFAULT_SLOT_MAX_BYTES, formats: ['jpeg'] });

const CLIENT = { kind: 'client' } as const;
const SPONSOR = { kind: 'sponsor' } as const;

const passport = (prefix: string): RequestTemplateItem => ({
  templateItemId: `${prefix}-passport`,
  title: { en: 'Passport', fr: 'Passeport' },
  instructions: {
    en: 'A copy of the information page of your valid passport, and of every page with a stamp or a visa.',
    fr: 'Une copie de la page d’informations de votre passeport valide et de chaque page portant un tampon ou un visa.',
  },
  concerns: CLIENT,
  translationRequired: false,
  irccSlot: slot('Passport'),
});

const photos = (prefix: string): RequestTemplateItem => ({
  templateItemId: `${prefix}-photos`,
  title: { en: 'Photos', fr: 'Photos' },
  instructions: {
    en: 'Two identical photos meeting IRCC’s photo specifications, taken within the last 6 months.',
    fr: 'Deux photos identiques conformes aux exigences d’IRCC, prises au cours des 6 derniers mois.',
  },
  concerns: CLIENT,
  translationRequired: false,
  irccSlot: photoSlot(),
});

export const REQUEST_TEMPLATES: readonly (RequestTemplate & { templateId: RequestTemplateId })[] = [
  {
    templateId: 'work-permit-outside-canada',
    category: 'Permis de travail',
    title: { en: 'Work permit, applying from outside Canada', fr: 'Permis de travail, demande présentée de l’extérieur du Canada' },
    source: 'IMM 5488',
    items: [
      passport('wp'),
      photos('wp'),
      {
        templateItemId: 'wp-job-offer',
        title: { en: 'Job offer and LMIA', fr: 'Offre d’emploi et EIMT' },
        instructions: {
          en: 'Your signed job offer or employment contract, and the LMIA decision letter (or the employer’s offer of employment number when the job is LMIA-exempt).',
          fr: 'Votre offre d’emploi ou votre contrat de travail signé, et la lettre de décision de l’EIMT (ou le numéro d’offre d’emploi de l’employeur lorsque l’emploi est dispensé d’EIMT).',
        },
        concerns: CLIENT,
        translationRequired: false,
        irccSlot: slot('Proof of job offer'),
      },
      {
        templateItemId: 'wp-funds',
        title: { en: 'Proof of funds', fr: 'Preuve de fonds' },
        instructions: {
          en: 'Recent bank statements or other proof that you can support yourself and your family members in Canada.',
          fr: 'Des relevés bancaires récents ou une autre preuve que vous pouvez subvenir à vos besoins et à ceux des membres de votre famille au Canada.',
        },
        concerns: CLIENT,
        translationRequired: true,
        irccSlot: slot('Proof of financial support'),
      },
      {
        templateItemId: 'wp-education',
        title: { en: 'Education and qualifications', fr: 'Études et qualifications' },
        instructions: {
          en: 'Your diplomas and transcripts, and any licence or certificate the job requires.',
          fr: 'Vos diplômes et relevés de notes, ainsi que tout permis ou certificat exigé pour l’emploi.',
        },
        concerns: CLIENT,
        translationRequired: true,
        irccSlot: slot('Educational history'),
      },
      {
        templateItemId: 'wp-police',
        title: { en: 'Police certificate', fr: 'Certificat de police' },
        instructions: {
          en: 'A police certificate from each country where you lived 6 months or more since the age of 18.',
          fr: 'Un certificat de police de chaque pays où vous avez vécu 6 mois ou plus depuis l’âge de 18 ans.',
        },
        concerns: CLIENT,
        translationRequired: true,
        irccSlot: slot('Police certificate'),
      },
      {
        templateItemId: 'wp-medical',
        title: { en: 'Medical exam', fr: 'Examen médical' },
        instructions: {
          en: 'The confirmation of your medical exam by an IRCC panel physician (IMM 1017B), when one is required.',
          fr: 'La confirmation de votre examen médical par un médecin désigné par IRCC (IMM 1017B), lorsqu’il est exigé.',
        },
        concerns: CLIENT,
        translationRequired: false,
        irccSlot: slot('Medical exam'),
      },
    ],
  },
  {
    templateId: 'study-permit',
    category: "Permis d'études",
    title: { en: 'Study permit', fr: 'Permis d’études' },
    source: 'IMM 5483',
    items: [
      {
        templateItemId: 'sp-acceptance',
        title: { en: 'Letter of acceptance', fr: 'Lettre d’acceptation' },
        instructions: {
          en: 'The letter of acceptance from your designated learning institution, showing its DLI number, and your provincial attestation letter when one is required.',
          fr: 'La lettre d’acceptation de votre établissement d’enseignement désigné, indiquant son numéro d’EED, et votre lettre d’attestation provinciale lorsqu’elle est exigée.',
        },
        concerns: CLIENT,
        translationRequired: false,
        irccSlot: slot('Letter of acceptance'),
      },
      {
        templateItemId: 'sp-funds',
        title: { en: 'Proof of financial support', fr: 'Preuve de soutien financier' },
        instructions: {
          en: 'Proof that you can pay your tuition and living costs: bank statements, a GIC, a scholarship, or a sponsor’s letter with their statements.',
          fr: 'La preuve que vous pouvez payer vos droits de scolarité et vos frais de subsistance : relevés bancaires, CPG, bourse, ou lettre d’un garant avec ses relevés.',
        },
        concerns: CLIENT,
        translationRequired: true,
        irccSlot: slot('Proof of financial support'),
      },
      passport('sp'),
      photos('sp'),
      {
        templateItemId: 'sp-study-plan',
        title: { en: 'Study plan', fr: 'Plan d’études' },
        instructions: {
          en: 'A letter explaining why you want to study in Canada, why this program, and what you plan to do after your studies.',
          fr: 'Une lettre expliquant pourquoi vous voulez étudier au Canada, pourquoi ce programme, et ce que vous comptez faire après vos études.',
        },
        concerns: CLIENT,
        translationRequired: false,
        irccSlot: slot('Letter of explanation'),
      },
    ],
  },
  {
    templateId: 'spousal-sponsorship',
    category: 'Parrainage',
    title: { en: 'Spousal sponsorship', fr: 'Parrainage d’un époux ou conjoint' },
    source: 'IMM 5533',
    items: [
      {
        templateItemId: 'ss-marriage-certificate',
        title: { en: 'Marriage certificate', fr: 'Certificat de mariage' },
        instructions: {
          en: 'Your marriage certificate issued by the civil authority (for common-law partners: proof of at least 12 months living together).',
          fr: 'Votre certificat de mariage délivré par l’autorité civile (conjoints de fait : la preuve d’au moins 12 mois de vie commune).',
        },
        concerns: CLIENT,
        translationRequired: true,
        irccSlot: slot('Marriage certificate'),
      },
      {
        templateItemId: 'ss-relationship-evidence',
        title: { en: 'Relationship evidence', fr: 'Preuves de la relation' },
        instructions: {
          en: 'Proof that your relationship is genuine: a joint lease or property, shared bills and accounts, messages and call logs, travel together.',
          fr: 'La preuve que votre relation est authentique : bail ou propriété conjoints, factures et comptes partagés, messages et appels, voyages ensemble.',
        },
        concerns: CLIENT,
        translationRequired: true,
        irccSlot: slot('Proof of relationship'),
      },
      {
        templateItemId: 'ss-photos-together',
        title: { en: 'Photos together', fr: 'Photos ensemble' },
        instructions: {
          en: 'Photos of the two of you over the course of your relationship, each with its date, place and who is in it.',
          fr: 'Des photos de vous deux au fil de votre relation, chacune avec sa date, le lieu et les personnes qui y figurent.',
        },
        concerns: CLIENT,
        translationRequired: false,
        irccSlot: slot('Proof of relationship'),
      },
      {
        templateItemId: 'ss-sponsor-id',
        title: { en: 'Sponsor’s identity document', fr: 'Pièce d’identité du répondant' },
        instructions: {
          en: 'A copy of the sponsor’s passport or birth certificate.',
          fr: 'Une copie du passeport ou de l’acte de naissance du répondant.',
        },
        concerns: SPONSOR,
        translationRequired: false,
        irccSlot: slot('Sponsor identity document'),
      },
      {
        templateItemId: 'ss-sponsor-status',
        title: { en: 'Sponsor’s status in Canada', fr: 'Statut du répondant au Canada' },
        instructions: {
          en: 'Proof that the sponsor is a Canadian citizen or permanent resident: citizenship certificate, Canadian passport, PR card or confirmation of permanent residence.',
          fr: 'La preuve que le répondant est citoyen canadien ou résident permanent : certificat de citoyenneté, passeport canadien, carte de RP ou confirmation de résidence permanente.',
        },
        concerns: SPONSOR,
        translationRequired: false,
        irccSlot: slot('Proof of sponsor status'),
      },
    ],
  },
  {
    templateId: 'refugee-claim',
    category: "Demande d'asile",
    title: { en: 'Refugee claim', fr: 'Demande d’asile' },
    source: 'IRB Basis of Claim',
    items: [
      {
        templateItemId: 'rc-basis-of-claim',
        title: { en: 'Basis of Claim form', fr: 'Formulaire Fondement de la demande d’asile' },
        instructions: {
          en: 'Your completed and signed Basis of Claim (BOC) form. After a claim made at a port of entry it is due at the IRB within 15 days: send it to us well before.',
          fr: 'Votre formulaire Fondement de la demande d’asile (FDA) rempli et signé. Après une demande faite à un point d’entrée, il doit parvenir à la CISR dans les 15 jours : envoyez-le-nous bien avant.',
        },
        concerns: CLIENT,
        translationRequired: false,
        dueInDays: 15,
        irccSlot: slot('Basis of Claim form'),
      },
      {
        templateItemId: 'rc-identity',
        title: { en: 'Identity documents', fr: 'Pièces d’identité' },
        instructions: {
          en: 'Your passport, national identity card, birth certificate or any other document that proves who you are and your nationality.',
          fr: 'Votre passeport, carte d’identité nationale, acte de naissance ou tout autre document prouvant votre identité et votre nationalité.',
        },
        concerns: CLIENT,
        translationRequired: true,
        irccSlot: slot('Identity documents'),
      },
      {
        templateItemId: 'rc-evidence',
        title: { en: 'Evidence supporting the claim', fr: 'Preuves à l’appui de la demande' },
        instructions: {
          en: 'Documents that support what happened to you and the risk you face: police or medical reports, letters, articles, photos.',
          fr: 'Les documents qui appuient ce qui vous est arrivé et le risque que vous courez : rapports de police ou médicaux, lettres, articles, photos.',
        },
        concerns: CLIENT,
        translationRequired: true,
        irccSlot: slot('Supporting evidence'),
      },
    ],
  },
];

export function findRequestTemplate(templateId: string): RequestTemplate | undefined {
  return REQUEST_TEMPLATES.find((template) => template.templateId === templateId);
}
