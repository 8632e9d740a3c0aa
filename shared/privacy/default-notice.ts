/**
 * The portal's default privacy notice: what sign-up and the first sign-in show until the firm writes
 * its own (Settings → Firm). Short and plain, in the spirit of PIPEDA and Quebec's Law 25. Change
 * its words only with a new version: users are asked to accept the new one.
 */
import type { BilingualText, FirmPrivacyNotice, PrivacyNotice } from './types';

export const DEFAULT_PRIVACY_NOTICE_VERSION = 'default-2026-11';

export const DEFAULT_PRIVACY_NOTICE_TEXT: BilingualText = {
  // Pure (esbuild drops it from bundles that never show the notice, e.g. the mail sender's).
  en: /* @__PURE__ */ [
    'This portal is how the firm works on your immigration file with you.',
    'What we keep: your name, e-mail address and phone number; the cases the firm opens for you; the documents you and the firm upload; the messages you exchange; and a record of who viewed or changed your file, and when.',
    'Why: to act for you in your immigration matters, to tell you what the firm needs from you, and to keep proof of what was shared. Your information is not sold, and not used for advertising.',
    'Who sees it: the firm’s staff who work on your file, and the service providers that host the portal for the firm. The firm chooses which of its documents you see.',
    'Where it is kept: see “Where your data is kept”.',
    'How long: while your file is open, then as long as the firm must keep client files under its professional obligations; then it is deleted.',
    'Your rights: you may ask the firm for a copy of your information, ask it to correct what is wrong, or withdraw your consent (the firm may then no longer be able to act for you). Write to the firm at its usual address. If its answer does not satisfy you, you may complain to the Office of the Privacy Commissioner of Canada or, in Quebec, to the Commission d’accès à l’information.',
    'This notice is given under the Personal Information Protection and Electronic Documents Act (PIPEDA) and Quebec’s Act respecting the protection of personal information in the private sector (Law 25).',
  ].join('\n\n'),
  fr: /* @__PURE__ */ [
    'Ce portail est l’outil avec lequel le cabinet traite votre dossier d’immigration avec vous.',
    'Ce que nous conservons : votre nom, votre courriel et votre numéro de téléphone; les dossiers que le cabinet ouvre pour vous; les documents que vous et le cabinet téléversez; les messages que vous échangez; et la trace de qui a consulté ou modifié votre dossier, et quand.',
    'Pourquoi : pour vous représenter dans vos démarches d’immigration, vous dire ce dont le cabinet a besoin de vous et garder la preuve de ce qui a été transmis. Vos renseignements ne sont ni vendus ni utilisés à des fins publicitaires.',
    'Qui y a accès : le personnel du cabinet qui travaille sur votre dossier, et les fournisseurs qui hébergent le portail pour le cabinet. Le cabinet choisit lesquels de ses documents vous voyez.',
    'Où ils sont conservés : voir « Où vos données sont conservées ».',
    'Combien de temps : tant que votre dossier est ouvert, puis aussi longtemps que le cabinet doit conserver les dossiers de ses clients selon ses obligations professionnelles; ils sont ensuite supprimés.',
    'Vos droits : vous pouvez demander au cabinet une copie de vos renseignements, lui demander de corriger ce qui est inexact ou retirer votre consentement (le cabinet pourrait alors ne plus pouvoir vous représenter). Écrivez au cabinet à son adresse habituelle. Si sa réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou, au Québec, de la Commission d’accès à l’information.',
    'Cet avis est donné en vertu de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et de la Loi sur la protection des renseignements personnels dans le secteur privé du Québec (Loi 25).',
  ].join('\n\n'),
};

export const DEFAULT_PRIVACY_NOTICE: PrivacyNotice = {
  text: DEFAULT_PRIVACY_NOTICE_TEXT,
  version: DEFAULT_PRIVACY_NOTICE_VERSION,
  isDefault: true,
};

/** The notice in force: what the firm saved, else the default (whose version no firm's notice has). */
export function noticeInForce(saved: FirmPrivacyNotice | undefined): PrivacyNotice {
  if (!saved || (!saved.text && !saved.url) || saved.version === DEFAULT_PRIVACY_NOTICE_VERSION) return DEFAULT_PRIVACY_NOTICE;
  return {
    ...(saved.text ? { text: saved.text } : {}),
    ...(saved.url ? { url: saved.url } : {}),
    version: saved.version,
    isDefault: false,
    updatedAt: saved.updatedAt,
  };
}
