/** GET /v1/admin/orgs/{orgId}/trust/reconciliation?month=YYYY-MM[&format=csv]: the month's trust reconciliation. */
import { billingRoutes } from '../../shared/billing/routes';
import type { TrustReconciliation } from '../../shared/billing/types';
import { chains, noteActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { type JsonResult, ok } from '../core/http';
import { reconcileTrust, reconciliationCsv } from './domain/reconciliation';

export const handler = defineRoute(billingRoutes.getTrustReconciliation, async ({ caller, params, query }) => {
  const month = query.month ?? new Date().toISOString().slice(0, 7);
  const report = await reconcileTrust(caller, params.orgId, month);
  noteActivity({ chain: chains.ofOrg(params.orgId), orgId: params.orgId, kind: 'trust.reconciled', details: { month } });
  if (query.format !== 'csv') return ok(report);
  const csv: JsonResult<TrustReconciliation> = {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="trust-reconciliation-${month}.csv"`,
      'cache-control': 'private, no-store',
    },
    // A byte-order mark, so that spreadsheets read the names' accents as UTF-8.
    body: `\uFEFF${reconciliationCsv(report)}`,
  };
  return csv;
});
