/**
 * Every refusal the API may answer, gathered from each feature's `shared/<feature>/refusals.ts` (as
 * shared/routes.ts gathers the routes): the web says a refusal from its code with these, and
 * test/unit/shared/refusal-sentences.test.ts fails on a group left out of this list, a code without
 * its English or French sentence, or a sentence that does not name the values its refusal carries.
 */
import { ACTIVITY } from './activity/refusals';
import { BILLING } from './billing/refusals';
import { CASES } from './cases/refusals';
import { COMMON, NOT_FOUND, PAGINATION, type Refusal } from './core/refusals';
import { DOCUMENTS, STORE } from './documents/refusals';
import { EXPORTS } from './exports/refusals';
import { MESSAGES } from './messages/refusals';
import { ORGS } from './orgs/refusals';
import { PEOPLE } from './people/refusals';
import { PACKAGES } from './packages/refusals';
import { PRIVACY } from './privacy/refusals';
import { PROGRESS } from './progress/refusals';
import { QUESTIONNAIRES } from './questionnaires/refusals';
import { REQUESTS } from './requests/refusals';
import { SETTINGS } from './settings/refusals';
import { SIGNATURES } from './signatures/refusals';
import { IDENTITY, USERS } from './users/refusals';

/** Each group of named refusals, by the name it is exported under. */
export const REFUSAL_GROUPS: Readonly<Record<string, Readonly<Record<string, Refusal>>>> = {
  COMMON,
  NOT_FOUND,
  PAGINATION,
  ACTIVITY,
  BILLING,
  CASES,
  DOCUMENTS,
  STORE,
  EXPORTS,
  MESSAGES,
  ORGS,
  PEOPLE,
  PACKAGES,
  PRIVACY,
  PROGRESS,
  QUESTIONNAIRES,
  REQUESTS,
  SETTINGS,
  SIGNATURES,
  USERS,
  IDENTITY,
};

/** Every refusal, by its code (a refusal shared by two groups, e.g. IDENTITY.EMAIL_TAKEN, once). */
export const REFUSALS_BY_CODE: ReadonlyMap<string, Refusal> = new Map(
  Object.values(REFUSAL_GROUPS)
    .flatMap((group) => Object.values(group))
    .map((refusal) => [refusal.code, refusal]),
);
