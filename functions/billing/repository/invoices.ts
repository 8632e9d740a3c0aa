/**
 * Invoices in the table: numbering per firm without gaps or duplicates (the counter, the number's guard
 * and the invoice written in one transaction, conditional on the counter's last number), status
 * changes conditional on what was read, and the lists by case, firm and client.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Invoice } from '../../../shared/billing/types';
import { COMMON } from '../../../shared/core/refusals';
import { config } from '../../core/config';
import { cancellationReasons, documentClient, isConditionFailure, withoutKeys } from '../../core/dynamodb';
import { refusal } from '../../core/errors';
import { queryAll } from '../../core/query-all';
import { billingIndexKeys, billingKeys } from '../../../shared/core/table';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Concurrent creations each take the next number; the losers of a round read again. 20 at once settle well within this. */
const NUMBERING_ATTEMPTS = 100;

export function invoiceItem(invoice: Invoice): Record<string, unknown> {
  const sort = billingIndexKeys.invoiceSort(invoice.number);
  return {
    ...billingKeys.invoice(invoice.invoiceId),
    entity: 'Invoice',
    GSI1PK: billingIndexKeys.caseInvoices(invoice.caseId),
    GSI1SK: sort,
    GSI2PK: billingIndexKeys.orgInvoices(invoice.orgId),
    GSI2SK: sort,
    GSI3PK: billingIndexKeys.clientInvoices(invoice.clientId),
    GSI3SK: sort,
    ...invoice,
  };
}

async function lastInvoiceNumber(orgId: string): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: billingKeys.invoiceCounter(orgId), ConsistentRead: true }),
  );
  return typeof Item?.lastNumber === 'number' ? Item.lastNumber : 0;
}

/**
 * Writes a new invoice under the firm's next number: read the last number, then in one transaction
 * move the counter from it (conditionally), claim the number's guard and put the invoice. A creation
 * that lost the race to another reads again; nothing of a lost attempt is written, so no number is
 * skipped, and the guard makes a duplicate impossible even if the counter were ever reset.
 */
export async function putNumberedInvoice(draft: Omit<Invoice, 'number'>): Promise<Invoice> {
  for (let attempt = 1; attempt <= NUMBERING_ATTEMPTS; attempt += 1) {
    const last = await lastInvoiceNumber(draft.orgId);
    const invoice: Invoice = { ...draft, number: last + 1 };
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: config.tableName,
                Key: billingKeys.invoiceCounter(draft.orgId),
                UpdateExpression: 'SET lastNumber = :next',
                ConditionExpression: last === 0 ? 'attribute_not_exists(lastNumber)' : 'lastNumber = :last',
                ExpressionAttributeValues: last === 0 ? { ':next': invoice.number } : { ':next': invoice.number, ':last': last },
              },
            },
            {
              Put: {
                TableName: config.tableName,
                Item: { ...billingKeys.invoiceNumber(draft.orgId, invoice.number), entity: 'InvoiceNumber', invoiceId: invoice.invoiceId },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            { Put: { TableName: config.tableName, Item: invoiceItem(invoice), ConditionExpression: 'attribute_not_exists(PK)' } },
          ],
        }),
      );
      return invoice;
    } catch (error) {
      const reasons = cancellationReasons(error);
      const lostRace = isConditionFailure(error) && reasons.every((reason) => reason === 'None' || reason === 'ConditionalCheckFailed' || reason === 'TransactionConflict');
      if (!lostRace) throw error;
      await pause(Math.random() * 10 * Math.min(attempt, 8));
    }
  }
  throw refusal(COMMON.BUSY);
}

export async function getInvoice(invoiceId: string): Promise<Invoice | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: billingKeys.invoice(invoiceId), ConsistentRead: true }));
  return Item ? withoutKeys<Invoice>(Item) : undefined;
}

/**
 * Replaces an invoice with its changed version, on condition that it is still as read (its status and
 * paid amount): false when another change came first.
 */
export async function replaceInvoice(before: Invoice, after: Invoice): Promise<boolean> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [invoiceReplacement(before, after)],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The transaction item that moves an invoice from `before` to `after` (a payment's), conditional on it being as read. */
export function invoiceReplacement(before: Invoice, after: Invoice) {
  return {
    Put: {
      TableName: config.tableName,
      Item: invoiceItem(after),
      ConditionExpression: '#status = :status AND paidCents = :paid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': before.status, ':paid': before.paidCents },
    },
  };
}

const byIndex = (indexName: 'GSI1' | 'GSI2' | 'GSI3', key: string) =>
  queryAll<Invoice & { entity?: string }>({
    IndexName: indexName,
    KeyConditionExpression: `${indexName}PK = :pk`,
    ExpressionAttributeValues: { ':pk': key },
  }).then((items) => items.map(({ entity: _entity, ...invoice }) => invoice as Invoice));

export const listInvoicesOfCase = (caseId: string) => byIndex('GSI1', billingIndexKeys.caseInvoices(caseId));
export const listInvoicesOfOrg = (orgId: string) => byIndex('GSI2', billingIndexKeys.orgInvoices(orgId));
export const listInvoicesOfClient = (clientId: string) => byIndex('GSI3', billingIndexKeys.clientInvoices(clientId));

/** The numbers given so far by the firm's counter (tests and tools). */
export async function invoiceNumbersGiven(orgId: string): Promise<number> {
  return lastInvoiceNumber(orgId);
}

/** What the firm was paid on invoices in these months (YYYY-MM), summed. */
export async function paymentsOfMonth(orgId: string, month: string): Promise<number> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: billingKeys.paymentsMonth(orgId, month) }));
  return typeof Item?.paymentsCents === 'number' ? Item.paymentsCents : 0;
}

