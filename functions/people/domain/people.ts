/** The people a case concerns, as its firm's staff and its client read them, and staff adding one. */
import { randomUUID } from 'node:crypto';
import { PEOPLE_LIMITS } from '../../../shared/people/limits';
import { PEOPLE } from '../../../shared/people/refusals';
import type { AddPersonBody } from '../../../shared/people/schemas';
import type { Person } from '../../../shared/people/types';
import type { Case } from '../../../shared/cases/types';
import { caseOfOrg, checkCaseForCaller, getCaseById } from '../../cases';
import type { Caller } from '../../core/caller';
import { isConditionFailure } from '../../core/dynamodb';
import { refusal } from '../../core/errors';
import { type PersonRecord, listPeopleOfCase, putPerson } from '../repository/people';

/** A person as the API answers them (never whose org or client they belong to). */
export function toPerson({ personId, caseId, name, relationship, dateOfBirth, accompanying, createdAt }: PersonRecord): Person {
  return { personId, caseId, name, relationship, ...(dateOfBirth ? { dateOfBirth } : {}), ...(accompanying === undefined ? {} : { accompanying }), createdAt };
}

const byAdding = (a: PersonRecord, b: PersonRecord) => a.createdAt.localeCompare(b.createdAt) || a.personId.localeCompare(b.personId);

/** The people of a case the caller may work on (its org's staff, its client), oldest first; with the case read. */
export async function listCasePeople(caller: Caller, caseId: string): Promise<{ caseRecord: Case; people: Person[] }> {
  const [found, records] = await Promise.all([getCaseById(caseId), listPeopleOfCase(caseId)]);
  const caseRecord = checkCaseForCaller(caller, found);
  return { caseRecord, people: records.sort(byAdding).map(toPerson) };
}

/** Adds a person to a case of the caller's org: at most PEOPLE_LIMITS.perCase, one principal applicant. */
export async function addCasePerson(caller: Caller, caseId: string, body: AddPersonBody, now = new Date().toISOString()): Promise<{ caseRecord: Case; person: Person }> {
  const [found, existing] = await Promise.all([getCaseById(caseId), listPeopleOfCase(caseId)]);
  const caseRecord = caseOfOrg(caller, found);
  if (existing.length >= PEOPLE_LIMITS.perCase) throw refusal(PEOPLE.TOO_MANY);
  if (body.relationship === 'principal' && existing.some((person) => person.relationship === 'principal')) throw refusal(PEOPLE.PRINCIPAL_TAKEN);
  const record: PersonRecord = {
    personId: randomUUID(),
    caseId,
    orgId: caseRecord.orgId,
    clientId: caseRecord.clientId,
    name: body.name,
    relationship: body.relationship,
    ...(body.dateOfBirth ? { dateOfBirth: body.dateOfBirth } : {}),
    ...(body.accompanying === undefined ? {} : { accompanying: body.accompanying }),
    createdAt: now,
    createdBy: { userId: caller.userId, name: caller.name ?? caller.email ?? caller.userId },
  };
  try {
    await putPerson(record);
  } catch (error) {
    // A fresh UUID is never taken; should it be, the request is simply refused.
    if (isConditionFailure(error)) throw refusal(PEOPLE.TOO_MANY);
    throw error;
  }
  return { caseRecord, person: toPerson(record) };
}
