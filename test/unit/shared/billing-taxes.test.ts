import { PROVINCES, type Province, TAX_TABLE_FROM, priceInvoice, taxOnAmount, taxRatesOn } from '../../../shared/billing/taxes';

const fee = (amountCents: number, quantity?: number) => ({ description: 'Professional fees', kind: 'fee' as const, amountCents, ...(quantity ? { quantity } : {}) });
const biometrics = { description: 'IRCC biometrics fee', kind: 'disbursement' as const, amountCents: 8500 };

/** What each province's client pays on $1,000.00 of fees on 2026-01-15: the expected taxes, by name. */
const EXPECTED: Record<Province, Record<string, number>> = {
  AB: { GST: 5000 },
  BC: { GST: 5000, PST: 7000 },
  MB: { GST: 5000, RST: 7000 },
  NB: { HST: 15000 },
  NL: { HST: 15000 },
  NS: { HST: 14000 },
  NT: { GST: 5000 },
  NU: { GST: 5000 },
  ON: { HST: 13000 },
  PE: { HST: 15000 },
  QC: { GST: 5000, QST: 9975 },
  SK: { GST: 5000, PST: 6000 },
  YT: { GST: 5000 },
};

describe('the tax table', () => {
  it('covers every province and territory', () => {
    // Prepare / Act
    const covered = Object.keys(EXPECTED).sort();

    // Assess
    expect(covered).toEqual([...PROVINCES].sort());
  });

  it.each(PROVINCES)('charges %s its taxes on fees, each rounded on its own line, and none on a disbursement', (province) => {
    // Prepare
    const lines = [fee(100_000), biometrics];

    // Act
    const priced = priceInvoice({ province, date: '2026-01-15', lines });

    // Assess
    const expected = EXPECTED[province];
    expect(Object.fromEntries(priced.taxes.map((tax) => [tax.name, tax.rate * 1000]))).toEqual(expected);
    // On 100 000 ¢ a rate of r thousandths of a percent is exactly r cents.
    expect(Object.fromEntries(priced.taxes.map((tax) => [tax.name, tax.amountCents]))).toEqual(expected);
    expect(priced.subtotalCents).toBe(108_500);
    expect(priced.totalCents).toBe(108_500 + priced.taxes.reduce((sum, tax) => sum + tax.amountCents, 0));
    expect(priced.lines[1]?.taxes).toEqual([]);
  });

  it('charges Nova Scotia 15 % HST before 2025-04-01 and 14 % from that day', () => {
    // Prepare / Act
    const before = taxRatesOn('NS', '2025-03-31');
    const after = taxRatesOn('NS', '2025-04-01');

    // Assess
    expect(before).toEqual([{ name: 'HST', rateMilliPercent: 15000 }]);
    expect(after).toEqual([{ name: 'HST', rateMilliPercent: 14000 }]);
  });

  it('refuses a date before the table starts', () => {
    // Prepare / Act / Assess
    expect(() => taxRatesOn('ON', '2019-06-30')).toThrow(TAX_TABLE_FROM);
  });

  it('zero-rates every tax for a client the firm marks non-resident, listing each at 0 %', () => {
    // Prepare / Act
    const priced = priceInvoice({ province: 'QC', date: '2026-01-15', nonResident: true, lines: [fee(150_000)] });

    // Assess
    expect(priced.taxes).toEqual([
      { name: 'GST', rate: 0, amountCents: 0 },
      { name: 'QST', rate: 0, amountCents: 0 },
    ]);
    expect(priced.totalCents).toBe(150_000);
    expect(priced.zeroRated).toBe(true);
  });
});

describe('rounding', () => {
  it.each([
    // amount, rate (thousandths of %), expected cents
    [1, 5000, 0], // 0.05 ¢
    [10, 5000, 1], // 0.5 ¢: half up
    [9, 5000, 0], // 0.45 ¢
    [1999, 9975, 199], // 199.40 ¢
    [2005, 9975, 200], // 199.99875 ¢
    [5013, 9975, 500], // 500.04675 ¢
    [3847, 13000, 500], // 500.11 ¢
    [3850, 13000, 501], // 500.5 ¢: half up
    [12345, 15000, 1852], // 1851.75 ¢
  ])('rounds %i ¢ at %i thousandths of a percent to %i ¢, half a cent up', (amount, rate, expected) => {
    // Prepare / Act
    const tax = taxOnAmount(amount, rate);

    // Assess
    expect(tax).toBe(expected);
  });

  it('rounds per line, then sums: two lines of $0.10 at 5 % are 1 ¢ each, 2 ¢ in all', () => {
    // Prepare
    const lines = [fee(10), fee(10)];

    // Act
    const priced = priceInvoice({ province: 'AB', date: '2026-01-15', lines });

    // Assess
    expect(priced.lines.map((line) => line.taxes[0]?.amountCents)).toEqual([1, 1]);
    expect(priced.taxes).toEqual([{ name: 'GST', rate: 5, amountCents: 2 }]);
  });

  it('taxes a line on its quantity times its amount', () => {
    // Prepare / Act
    const priced = priceInvoice({ province: 'QC', date: '2026-01-15', lines: [fee(33_333, 3)] });

    // Assess
    expect(priced.lines[0]?.totalCents).toBe(99_999);
    expect(priced.taxes).toEqual([
      { name: 'GST', rate: 5, amountCents: 5000 }, // 4999.95
      { name: 'QST', rate: 9.975, amountCents: 9975 }, // 9974.90
    ]);
    expect(priced.totalCents).toBe(99_999 + 5000 + 9975);
  });
});
