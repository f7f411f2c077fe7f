import { describe, expect, it } from 'vitest';
import {
  INSURER_NAME,
  type Receipt,
  renderFundStatement,
  renderPaidCertificate,
  renderPolicyDocument,
  renderReceipt,
} from '../domain/documents';
import { money, rupeesInWords } from '../domain/documents/format';
import { readPdf } from './support/read-pdf';

const generatedAt = Date.UTC(2026, 10, 22, 5, 0, 0);
const holder = { name: 'Aarav Sharma', address: '4th Floor, Orbit Plaza, Andheri East, Mumbai, Maharashtra 400069' };
const policy = { policyNo: '10000001', planName: 'Wealth Builder ULIP' };
const receipt: Receipt = {
  receiptNo: 'RCP2026112200001',
  receiptDate: '2026-11-22',
  amountPaise: 12_345_678,
  paymentMode: 'Online',
  transactionId: 'TXN20261122AB12CD',
  dueDate: '2026-11-15',
};
const receipts = (n: number): Receipt[] =>
  Array.from({ length: n }, (_, i) => ({
    ...receipt,
    receiptNo: `RCP20260${String(i).padStart(5, '0')}`,
    amountPaise: 500_000 + i,
  }));

describe('amounts as printed', () => {
  it('uses the rupee sign, Indian digit grouping and exact paise', () => {
    expect(money(12_345_678)).toBe('₹1,23,456.78');
    expect(money(900_719_925_474_099)).toBe('₹90,07,19,92,54,740.99');
    expect(money(-5)).toBe('-₹0.05');
    expect(rupeesInWords(10_500_050)).toBe('Rupees One Lakh Five Thousand and Fifty Paise Only');
    expect(rupeesInWords(1_234_567_800)).toBe(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only',
    );
  });
});

describe('premium receipt', () => {
  it('shows the payer, the policy and the amount with ₹, under the insurer band, with a page number', async () => {
    const doc = await readPdf(await renderReceipt({ holder, policy, receipt, generatedAt }));
    expect(doc.totalPages).toBe(1);
    expect(doc.title).toBe('Premium Acknowledgement Receipt - Receipt No. RCP2026112200001');
    const [page] = doc.pages as [string];
    for (const s of [
      INSURER_NAME,
      'Premium Acknowledgement Receipt',
      'Receipt No. RCP2026112200001',
      'Receipt date 22/11/2026',
      'Payer name Aarav Sharma',
      holder.address,
      'Policy number 10000001',
      'Plan Wealth Builder ULIP',
      'TXN20261122AB12CD Online 15/11/2026 ₹1,23,456.78',
      'Total amount received ₹1,23,456.78',
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
      'Generated on 22/11/2026 10:30 IST',
      'computer-generated',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(s);
    }
    expect(page).not.toContain('Rs.');
  });

  it('leaves the address out when it is not known', async () => {
    const doc = await readPdf(await renderReceipt({ holder: { name: 'Priya Nair' }, policy, receipt, generatedAt }));
    expect(doc.pages[0]).toContain('Payer name Priya Nair');
    expect(doc.pages[0]).not.toContain('Address');
  });
});

describe('policy document', () => {
  const input = {
    holder,
    generatedAt,
    policy: {
      ...policy,
      planType: 'ULIP',
      proposerName: 'Aarav Sharma',
      insuredName: 'Meera Sharma',
      status: 'In Force',
      commencementDate: '2019-04-10',
      maturityDate: null,
      sumAssuredPaise: 120_000_000,
      modalPremiumPaise: 500_000,
      paymentFrequency: 'Monthly',
      policyTerm: '20 Years',
      premiumPayingTerm: '10 Years',
    },
    coverages: [
      { name: 'Base Cover', type: 'BASE', sumAssuredPaise: 120_000_000, premiumPaise: 475_000 },
      { name: 'Accidental Death Benefit Rider', type: 'RIDER', sumAssuredPaise: 50_000_000, premiumPaise: 25_000 },
    ],
    nominees: [{ name: 'Vihaan Sharma', relationship: 'Son', sharePct: 100 }],
  };

  it('prints the schedule, the covers and the nominees', async () => {
    const [page] = (await readPdf(await renderPolicyDocument(input))).pages as [string];
    for (const s of [
      'Policy Document – Policy Schedule',
      'Policy No. 10000001',
      'Plan Wealth Builder ULIP (ULIP)',
      'Proposer Aarav Sharma',
      'Life insured Meera Sharma',
      'Status In Force',
      'Commencement date 10/04/2019',
      'Maturity date Whole life',
      'Sum assured ₹12,00,000.00',
      'Premium ₹5,000.00 (Monthly)',
      '20 Years / 10 Years',
      'Benefit Type Sum assured Premium',
      'Base Cover BASE ₹12,00,000.00 ₹4,750.00',
      'Accidental Death Benefit Rider RIDER ₹5,00,000.00 ₹250.00',
      'Nominee Relationship Share',
      'Vihaan Sharma Son 100%',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(s);
    }
  });
});

describe('premium paid certificate', () => {
  it('runs a long year over several pages, repeating the column headers and numbering every page', async () => {
    const list = receipts(70);
    const doc = await readPdf(
      await renderPaidCertificate({
        holder,
        generatedAt,
        policy: { ...policy, insuredName: 'Aarav Sharma' },
        financialYear: 2026,
        receipts: list,
      }),
    );
    expect(doc.totalPages).toBeGreaterThan(1);
    doc.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${doc.totalPages}`);
      expect(page).toContain('Premium Paid Certificate – Financial Year 2026-27');
      expect(page).toContain('Receipt number Receipt date Due date Mode Amount');
      if (i > 0) expect(page).toContain('Premiums paid (continued)');
    });
    const all = doc.pages.join(' ');
    for (const r of list)
      expect(all.split(`${r.receiptNo} 22/11/2026 15/11/2026 Online ${money(r.amountPaise)}`)).toHaveLength(2);
    expect(doc.pages[0]).toContain('between 01/04/2026 and 31/03/2027');
    // 70 × ₹5,000.00 plus 0 + 1 + … + 69 paise
    expect(doc.pages.at(-1)).toContain('Total premium paid ₹3,50,024.15');
    expect(doc.pages.at(-1)).toContain('Rupees Three Lakh Fifty Thousand Twenty Four and Fifteen Paise Only');
    expect(doc.pages.at(-1)).toContain('section 80C');
  });
});

describe('fund documents', () => {
  const base = {
    holder,
    generatedAt,
    policy,
    navDate: '2026-11-21',
    funds: [
      { name: 'Protector Fund', units: '3210.5432', nav: '28.4567', valuePaise: 9_136_000, allocationPct: 40 },
      { name: 'Equity Growth Fund', units: '1520.1000', nav: '112.3456', valuePaise: 17_077_654, allocationPct: 60 },
    ],
  };

  it('sums the holdings in the fund summary', async () => {
    const doc = await readPdf(
      await renderFundStatement({ ...base, kind: 'FUND_SUMMARY', investedPaise: 24_000_000, receipts: receipts(3) }),
    );
    const [page] = doc.pages as [string];
    for (const s of [
      'Fund Summary as on 21/11/2026',
      'Amount invested ₹2,40,000.00',
      'Fund Units NAV (₹) Value Allocation',
      'Protector Fund 3,210.5432 28.4567 ₹91,360.00 40%',
      'Equity Growth Fund 1,520.1000 112.3456 ₹1,70,776.54 60%',
      'Total fund value ₹2,62,136.54',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(s);
    }
    expect(page).not.toContain('Premiums received');
  });

  it('adds the premiums received to the unit statement', async () => {
    const doc = await readPdf(
      await renderFundStatement({ ...base, kind: 'UNIT_STATEMENT', investedPaise: null, receipts: receipts(2) }),
    );
    const [page] = doc.pages as [string];
    for (const s of [
      'Unit Statement as on 21/11/2026',
      'Receipt date Receipt number Mode Amount',
      '22/11/2026 RCP2026000001 Online ₹5,000.01',
      'Total premiums received ₹10,000.01',
    ]) {
      expect(page).toContain(s);
    }
    expect(page).not.toContain('Amount invested');
    const none = await readPdf(await renderFundStatement({ ...base, kind: 'UNIT_STATEMENT', investedPaise: null, receipts: [] }));
    expect(none.pages[0]).toContain('No premiums received through this channel yet.');
  });
});
