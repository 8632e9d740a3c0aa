/**
 * Money that moves, in one transaction each: a trust entry moves its client's balance (conditional on
 * the balance item's version, so the balance after each entry is exact and never below zero) and the
 * firm's month totals; a payment moves its invoice (conditional on it being as read) and the firm's
 * payments of the month. A transfer from trust to an invoice is both at once: all of it, or nothing.
 */
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Invoice, InvoicePayment, TrustEntry } from '../../../shared/billing/types';
import { config } from '../../core/config';
import { cancellationReasons, documentClient, isConditionFailure } from '../../core/dynamodb';
import { queryAll, queryItems } from '../../core/query-all';
import { invoiceReplacement } from './invoices';
import { TRUST_ENTRY_SK_PREFIX, TRUST_MONTH_SK_PREFIX, billingIndexKeys, billingKeys } from '../../../shared/core/table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface TrustBalance {
  balanceCents: number;
  /** How many entries moved it (0: never). */
  version: number;
}

export async function getTrustBalance(clientId: string): Promise<TrustBalance> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: billingKeys.trustBalance(clientId), ConsistentRead: true }));
  return { balanceCents: typeof Item?.balanceCents === 'number' ? Item.balanceCents : 0, version: typeof Item?.version === 'number' ? Item.version : 0 };
}

/** The entry's place in its ledger: by date, then when it was recorded. */
export const entrySortKey = (entry: Pick<TrustEntry, 'date' | 'createdAt' | 'entryId'>) => `${entry.date}#${entry.createdAt}#${entry.entryId}`;

/** The writes of one trust entry: the balance from `before` (as read) to the entry's balance after, the entry, the month's totals. */
export function trustEntryWrites(entry: TrustEntry, before: TrustBalance, clientName: string | undefined): TransactItem[] {
  const month = entry.date.slice(0, 7);
  const sortKey = entrySortKey(entry);
  return [
    {
      Update: {
        TableName: config.tableName,
        Key: billingKeys.trustBalance(entry.clientId),
        UpdateExpression: 'SET balanceCents = :after, version = :next, orgId = :org, clientId = :client, clientName = :name, entity = :entity, GSI1PK = :gsi, GSI1SK = :client',
        ConditionExpression: before.version === 0 ? 'attribute_not_exists(version)' : 'version = :version',
        ExpressionAttributeValues: {
          ':after': entry.balanceAfterCents,
          ':next': before.version + 1,
          ':org': entry.orgId,
          ':client': entry.clientId,
          ':name': clientName ?? '',
          ':entity': 'TrustBalance',
          ':gsi': billingIndexKeys.orgTrustClients(entry.orgId),
          ...(before.version === 0 ? {} : { ':version': before.version }),
        },
      },
    },
    {
      Put: {
        TableName: config.tableName,
        Item: {
          ...billingKeys.trustEntry(entry.clientId, sortKey),
          entity: 'TrustEntry',
          GSI2PK: billingIndexKeys.orgTrustJournal(entry.orgId, month),
          GSI2SK: sortKey,
          ...entry,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: config.tableName,
        Key: billingKeys.trustMonth(entry.orgId, month),
        UpdateExpression: `ADD ${entry.amountCents >= 0 ? 'receiptsCents' : 'disbursementsCents'} :amount, entriesCount :one SET entity = :entity`,
        ExpressionAttributeValues: { ':amount': Math.abs(entry.amountCents), ':one': 1, ':entity': 'TrustMonth' },
      },
    },
  ];
}

/** The writes of a payment on an invoice: the invoice from `before` to `after`, the payment (once: its id is its source's), the month's payments. */
export function paymentWrites(before: Invoice, after: Invoice, payment: InvoicePayment): TransactItem[] {
  return [
    invoiceReplacement(before, after),
    {
      Put: {
        TableName: config.tableName,
        Item: { ...billingKeys.invoicePayment(payment.invoiceId, payment.paymentId), entity: 'InvoicePayment', orgId: before.orgId, ...payment },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: config.tableName,
        // The month the money arrived (an e-Transfer or wire recorded days later counts when it came).
        Key: billingKeys.paymentsMonth(before.orgId, (payment.receivedOn ?? payment.at).slice(0, 7)),
        UpdateExpression: 'ADD paymentsCents :amount SET entity = :entity',
        ExpressionAttributeValues: { ':amount': payment.amountCents, ':entity': 'PaymentsMonth' },
      },
    },
  ];
}

/** Guards a receipt against a second reversal. */
export function reversalGuard(clientId: string, entryId: string): TransactItem {
  return {
    Put: {
      TableName: config.tableName,
      Item: { ...billingKeys.trustReversal(clientId, entryId), entity: 'TrustReversal' },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Writes all of these or none; on a failed condition, the reason of each item in order (else throws). */
export async function writeAllOrNothing(items: TransactItem[]): Promise<{ written: true } | { written: false; reasons: string[] }> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return { written: true };
  } catch (error) {
    if (isConditionFailure(error)) return { written: false, reasons: cancellationReasons(error) };
    throw error;
  }
}

/** A client's ledger, oldest first; up to the end of `throughDate` (YYYY-MM-DD) when given. */
export function listTrustEntries(clientId: string, throughDate?: string): Promise<TrustEntry[]> {
  const { PK } = billingKeys.trustBalance(clientId);
  return queryAll<TrustEntry & { entity?: string }>({
    KeyConditionExpression: throughDate ? 'PK = :pk AND SK BETWEEN :from AND :to' : 'PK = :pk AND begins_with(SK, :from)',
    ExpressionAttributeValues: { ':pk': PK, ':from': TRUST_ENTRY_SK_PREFIX, ...(throughDate ? { ':to': `${TRUST_ENTRY_SK_PREFIX}${throughDate}#~` } : {}) },
    ConsistentRead: true,
  }).then((items) => items.map(({ entity: _entity, ...entry }) => entry as TrustEntry));
}

export interface TrustClientBalance {
  clientId: string;
  clientName?: string;
  balanceCents: number;
}

/** The firm's clients who hold or held money in trust, with their current balances. */
export function listTrustClients(orgId: string): Promise<TrustClientBalance[]> {
  return queryAll<TrustClientBalance>({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': billingIndexKeys.orgTrustClients(orgId) },
  }).then((items) => items.map(({ clientId, clientName, balanceCents }) => ({ clientId, ...(clientName ? { clientName } : {}), balanceCents })));
}

/** The firm's trust journal of a month (every client's entries dated in it), by date. */
export function listTrustJournal(orgId: string, month: string): Promise<TrustEntry[]> {
  return queryAll<TrustEntry & { entity?: string }>({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': billingIndexKeys.orgTrustJournal(orgId, month) },
  }).then((items) => items.map(({ entity: _entity, ...entry }) => entry as TrustEntry));
}

export interface TrustMonthTotals {
  month: string;
  receiptsCents: number;
  disbursementsCents: number;
  entriesCount: number;
}

/** The firm's trust totals of every month up to and including `month`, oldest first. */
export async function listTrustMonths(orgId: string, month: string): Promise<TrustMonthTotals[]> {
  const { PK } = billingKeys.trustMonth(orgId, month);
  const items: Record<string, unknown>[] = [];
  for await (const item of queryItems({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': PK, ':from': TRUST_MONTH_SK_PREFIX, ':to': `${TRUST_MONTH_SK_PREFIX}${month}` },
    ConsistentRead: true,
    ProjectionExpression: 'SK, receiptsCents, disbursementsCents, entriesCount',
  })) {
    items.push(item);
  }
  return items.map((item) => ({
    month: String(item.SK ?? '').slice(TRUST_MONTH_SK_PREFIX.length),
    receiptsCents: Number(item.receiptsCents ?? 0),
    disbursementsCents: Number(item.disbursementsCents ?? 0),
    entriesCount: Number(item.entriesCount ?? 0),
  }));
}

