/**
 * Sales taxes on a law firm's fees, by the client's province or territory, as of the invoice date.
 * Money is integer cents; a rate is in thousandths of a percent (9.975 % is 9975), so no tax is ever
 * computed in floating point. Each line's tax is rounded to the cent on its own (half a cent up, as
 * the Canada Revenue Agency and Revenu Québec round), and an invoice's tax is the sum of its lines'.
 *
 * What is taxed: the firm's fees. Disbursements made as the client's agent — government fees such as
 * IRCC's processing, right of permanent residence and biometrics fees — are not the firm's supply and
 * carry no tax (GST/HST Memorandum 1.3, "Disbursements and Reimbursements"; IRCC's fees are not
 * taxable supplies). A disbursement line is therefore never taxed here.
 *
 * Sources (read on 2026-01-15):
 * - GST 5 % and the HST rates by province, with their effective dates: CRA, "GST/HST rates",
 *   https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html
 * - Nova Scotia's HST of 14 % from 2025-04-01 (15 % until then): CRA notice "Nova Scotia HST rate decrease",
 *   https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/nova-scotia-hst-rate-decrease.html
 * - QST 9.975 % (since 2013-01-01), charged beside the GST: Revenu Québec, "Calculating the Taxes",
 *   https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/collecting-gst-and-qst/calculating-the-taxes/
 * - British Columbia PST 7 % on legal services: Bulletin PST 400 "Legal Services",
 *   https://www2.gov.bc.ca/assets/gov/taxes/sales-taxes/publications/pst-400-legal-services.pdf
 * - Manitoba RST 7 % on legal services (from 2019-07-01): Bulletin No. 054 "Legal Services",
 *   https://www.gov.mb.ca/finance/taxation/pubs/bulletins/054.pdf
 * - Saskatchewan PST 6 % on legal services: Information Bulletin PST-67 "Legal Services",
 *   https://publications.saskatchewan.ca/#/products/ (search PST-67)
 * - Alberta, the Northwest Territories, Nunavut and Yukon charge no provincial tax: GST only.
 *
 * Non-residents (zero-rated): a service supplied to a non-resident is zero-rated for GST/HST by the
 * Excise Tax Act, Schedule VI, Part V, section 7 — but not when the client is an individual who is in
 * Canada at any time they deal with the firm about the service (s. 7(a)), nor for services about real
 * property in Canada (s. 7(c)); see GST/HST Memorandum 4.5.3 "Exports — Services and Intellectual
 * Property". The QST follows the same rule (Act respecting the Québec sales tax, s. 182), and the
 * provincial sales taxes of BC, Manitoba and Saskatchewan apply only to services provided in the
 * province to its residents or about matters there (the bulletins above). The portal does not decide
 * residency: the firm marks a client non-resident only when these rules hold, and such an invoice
 * carries no tax, each tax shown at 0 % ("zero-rated").
 */

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];

export type TaxName = 'GST' | 'HST' | 'QST' | 'PST' | 'RST';

/** One tax at its rate, in thousandths of a percent (13 % = 13000). */
export interface TaxRate {
  name: TaxName;
  rateMilliPercent: number;
}

interface TaxPeriod {
  /** First day these rates apply (YYYY-MM-DD), until the next period's. */
  from: string;
  rates: readonly TaxRate[];
}

/** The earliest invoice date the table covers (the most recent change before it: Manitoba's RST to 7 %). */
export const TAX_TABLE_FROM = '2019-07-01';

const GST: TaxRate = { name: 'GST', rateMilliPercent: 5000 };
const hst = (rateMilliPercent: number): TaxRate => ({ name: 'HST', rateMilliPercent });
const since = (rates: readonly TaxRate[]): TaxPeriod[] => [{ from: TAX_TABLE_FROM, rates }];

/** Each province's periods, oldest first. */
export const TAX_TABLE: Readonly<Record<Province, readonly TaxPeriod[]>> = {
  AB: since([GST]),
  BC: since([GST, { name: 'PST', rateMilliPercent: 7000 }]),
  MB: since([GST, { name: 'RST', rateMilliPercent: 7000 }]),
  NB: since([hst(15000)]),
  NL: since([hst(15000)]),
  NS: [
    { from: TAX_TABLE_FROM, rates: [hst(15000)] },
    { from: '2025-04-01', rates: [hst(14000)] },
  ],
  NT: since([GST]),
  NU: since([GST]),
  ON: since([hst(13000)]),
  PE: since([hst(15000)]),
  QC: since([GST, { name: 'QST', rateMilliPercent: 9975 }]),
  SK: since([GST, { name: 'PST', rateMilliPercent: 6000 }]),
  YT: since([GST]),
};

/** The taxes on legal fees for a client of this province on this date (YYYY-MM-DD). */
export function taxRatesOn(province: Province, date: string): readonly TaxRate[] {
  const periods = TAX_TABLE[province];
  let current: TaxPeriod | undefined;
  for (const period of periods) if (period.from <= date) current = period;
  if (!current) throw new RangeError(`No tax rates for ${province} before ${TAX_TABLE_FROM}`);
  return current.rates;
}

/** `amountCents × rate`, rounded to the cent, half a cent up (amounts are never negative). */
export function taxOnAmount(amountCents: number, rateMilliPercent: number): number {
  // 100 000 thousandths of a percent are the whole; integer arithmetic only.
  const scaled = amountCents * rateMilliPercent;
  return Math.floor((scaled * 2 + 100_000) / 200_000);
}

/** A rate as a percentage number for display and the API (9975 → 9.975). */
export const ratePercent = (rateMilliPercent: number): number => rateMilliPercent / 1000;

export type LineKind = 'fee' | 'disbursement';

export interface InvoiceLineInput {
  description: string;
  kind: LineKind;
  amountCents: number;
  quantity?: number;
}

export interface LineTax {
  name: TaxName;
  rate: number;
  amountCents: number;
}

export interface PricedLine {
  description: string;
  kind: LineKind;
  amountCents: number;
  quantity: number;
  /** amountCents × quantity. */
  totalCents: number;
  /** This line's taxes, each rounded on its own (none on a disbursement). */
  taxes: LineTax[];
}

export interface InvoiceTax {
  name: TaxName;
  /** Percent (9.975); 0 when zero-rated. */
  rate: number;
  amountCents: number;
}

export interface PricedInvoice {
  lines: PricedLine[];
  subtotalCents: number;
  taxes: InvoiceTax[];
  totalCents: number;
  /** The client was marked non-resident: every tax zero-rated. */
  zeroRated: boolean;
}

/**
 * An invoice's lines, taxes and total: each fee line's tax per tax, rounded per line, summed per tax.
 * A zero-rated invoice lists the same taxes at 0 %, so the reader sees which taxes did not apply.
 */
export function priceInvoice(input: { province: Province; date: string; nonResident?: boolean; lines: readonly InvoiceLineInput[] }): PricedInvoice {
  const zeroRated = input.nonResident === true;
  const rates = taxRatesOn(input.province, input.date);
  const lines = input.lines.map((line): PricedLine => {
    const quantity = line.quantity ?? 1;
    const totalCents = line.amountCents * quantity;
    const taxed = line.kind === 'fee' && !zeroRated;
    return {
      description: line.description,
      kind: line.kind,
      amountCents: line.amountCents,
      quantity,
      totalCents,
      taxes: taxed ? rates.map((rate) => ({ name: rate.name, rate: ratePercent(rate.rateMilliPercent), amountCents: taxOnAmount(totalCents, rate.rateMilliPercent) })) : [],
    };
  });
  const taxes = rates.map((rate): InvoiceTax => ({
    name: rate.name,
    rate: zeroRated ? 0 : ratePercent(rate.rateMilliPercent),
    amountCents: lines.reduce((sum, line) => sum + (line.taxes.find((tax) => tax.name === rate.name)?.amountCents ?? 0), 0),
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const totalCents = subtotalCents + taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  return { lines, subtotalCents, taxes, totalCents, zeroRated };
}
