import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Province, TaxName } from '@shared/billing/taxes';
import type { InvoiceStatus, PaymentMethod, TrustEntryKind, TrustMethod } from '@shared/billing/types';
import type { BadgeTone } from '@/components/ui/badge';

export const STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  // An invoice's status: feminine in French (« facture »), so apart from the same English words elsewhere.
  draft: msg({ message: 'Draft', context: 'invoice status' }),
  sent: msg({ message: 'Sent', context: 'invoice status' }),
  'partly-paid': msg({ message: 'Partly paid', context: 'invoice status' }),
  paid: msg({ message: 'Paid', context: 'invoice status' }),
  void: msg({ message: 'Void', context: 'invoice status' }),
};

export const STATUS_TONES: Record<InvoiceStatus, BadgeTone> = { draft: 'gray', sent: 'blue', 'partly-paid': 'yellow', paid: 'green', void: 'red' };

export const TAX_LABELS: Record<TaxName, MessageDescriptor> = { GST: msg`GST`, HST: msg`HST`, QST: msg`QST`, PST: msg`PST`, RST: msg`RST` };

export const PROVINCE_LABELS: Record<Province, MessageDescriptor> = {
  AB: msg`Alberta`,
  BC: msg`British Columbia`,
  MB: msg`Manitoba`,
  NB: msg`New Brunswick`,
  NL: msg`Newfoundland and Labrador`,
  NS: msg`Nova Scotia`,
  NT: msg`Northwest Territories`,
  NU: msg`Nunavut`,
  ON: msg`Ontario`,
  PE: msg`Prince Edward Island`,
  QC: msg`Quebec`,
  SK: msg`Saskatchewan`,
  YT: msg`Yukon`,
};

export const METHOD_LABELS: Record<TrustMethod, MessageDescriptor> = {
  cheque: msg`Cheque`,
  'e-transfer': msg`Interac e-Transfer`,
  wire: msg`Wire transfer`,
  'bank-draft': msg`Bank draft`,
  cash: msg`Cash`,
};

/** How a client pays the firm directly (into its general account). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  interac: msg`Interac e-Transfer`,
  wire: msg`Wire transfer`,
};

export const ENTRY_LABELS: Record<TrustEntryKind, MessageDescriptor> = {
  receipt: msg`Receipt`,
  transfer: msg`Paid to invoice`,
  refund: msg`Refund`,
  reversal: msg`Reversal`,
};
