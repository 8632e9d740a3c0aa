/**
 * A case's IRCC package builds as staff work them: start one (the record first, then the worker),
 * follow it, list them, delete one. Every build is kept until the firm deletes it.
 */
import { randomUUID } from 'node:crypto';
import type { Case } from '../../../shared/cases/types';
import { PACKAGE_LIMITS } from '../../../shared/packages/limits';
import { PACKAGES } from '../../../shared/packages/refusals';
import type { BuildPackageBody } from '../../../shared/packages/schemas';
import type { CasePackage, PackageBuilder } from '../../../shared/packages/types';
import { getCaseOfOrg } from '../../cases';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { logger, describeError } from '../../core/logger';
import { packageArchive } from '../../documents';
import { type PackageRecord, createPackageRecord, deletePackageRecord, getPackageRecord, listPackageRecords } from '../repository/packages';
import { startPackageWorker } from './start-worker';

const today = (now: string) => now.slice(0, 10);

/** A build as answered (without the manifest, which is in the ZIP). */
export function asCasePackage(record: PackageRecord): CasePackage {
  const { orgId: _orgId, manifest: _manifest, ...answer } = record;
  return answer;
}

/** A build opened on a case (recorded `building`, nothing built yet): the worker's work to do. */
export async function openPackageBuild(caseRecord: Case, createdBy: PackageBuilder, expiryCheckDate: string | undefined, now = new Date().toISOString()): Promise<PackageRecord> {
  const kept = await listPackageRecords(caseRecord.caseId);
  if (kept.length >= PACKAGE_LIMITS.perCase) throw refusal(PACKAGES.TOO_MANY);
  const record: PackageRecord = {
    packageId: randomUUID(),
    caseId: caseRecord.caseId,
    orgId: caseRecord.orgId,
    status: 'building',
    expiryCheckDate: expiryCheckDate ?? today(now),
    createdAt: now,
    createdBy,
    slots: [],
    problems: [],
  };
  await createPackageRecord(record);
  return record;
}

/** Starts a build of a case of the caller's org; the worker does the rest. */
export async function startCasePackage(caller: Caller, caseId: string, body: BuildPackageBody | undefined, now = new Date().toISOString()): Promise<{ caseRecord: Case; record: PackageRecord }> {
  const caseRecord = await getCaseOfOrg(caller, caseId);
  const record = await openPackageBuild(caseRecord, { userId: caller.userId, name: caller.name ?? caller.email ?? caller.userId }, body?.expiryCheckDate, now);
  let started = false;
  try {
    started = await startPackageWorker({ caseId, packageId: record.packageId });
  } catch (error) {
    logger.error('Packaging worker not started', { caseId, packageId: record.packageId, ...describeError(error) });
  }
  if (!started) {
    await deletePackageRecord(caseId, record.packageId);
    throw refusal(PACKAGES.NOT_STARTED);
  }
  return { caseRecord, record };
}

async function packageOfCase(caller: Caller, caseId: string, packageId: string): Promise<{ caseRecord: Case; record: PackageRecord }> {
  const [caseRecord, record] = await Promise.all([getCaseOfOrg(caller, caseId), getPackageRecord(caseId, packageId)]);
  if (!record || record.orgId !== caseRecord.orgId) throw refusal(PACKAGES.PACKAGE_MISSING);
  return { caseRecord, record };
}

/** The ZIP's name as the browser saves it: the case's number (or id) and the build's day. */
export function zipFileName(caseRecord: Pick<Case, 'caseNumber' | 'caseId'>, record: Pick<PackageRecord, 'createdAt'>): string {
  const base = (caseRecord.caseNumber || caseRecord.caseId).replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'case';
  return `IRCC-package-${base}-${record.createdAt.slice(0, 10)}.zip`;
}

/** One build, with a short-lived link to its ZIP once ready. */
export async function getCasePackage(caller: Caller, caseId: string, packageId: string): Promise<{ caseRecord: Case; answer: CasePackage }> {
  const { caseRecord, record } = await packageOfCase(caller, caseId, packageId);
  const answer = asCasePackage(record);
  if (record.status === 'ready') {
    answer.downloadUrl = await packageArchive.link(caseId, packageId, zipFileName(caseRecord, record), PACKAGE_LIMITS.linkSeconds);
  }
  return { caseRecord, answer };
}

export async function listCasePackages(caller: Caller, caseId: string): Promise<CasePackage[]> {
  const [, records] = await Promise.all([getCaseOfOrg(caller, caseId), listPackageRecords(caseId)]);
  return records.map(asCasePackage);
}

export async function deleteCasePackage(caller: Caller, caseId: string, packageId: string): Promise<{ caseRecord: Case; record: PackageRecord }> {
  const found = await packageOfCase(caller, caseId, packageId);
  await deletePackageRecord(caseId, packageId);
  if (found.record.status === 'ready') await packageArchive.remove(caseId, packageId);
  return found;
}
