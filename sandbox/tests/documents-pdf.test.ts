import { describe, expect, it } from 'vitest';
import {
  type Receipt,
  renderFundStatement,
  renderPaidCertificate,
  renderPolicyDocument,
  renderReceipt,
} from '../domain/documents';
import { money, rupeesInWords } from '../domain/documents/format';
import { splitGst } from '../domain/gst';
import { SANDBOX_INSURER as insurer } from '../domain/insurer';
import { readPdf } from './support/read-pdf';

const generatedAt = Date.UTC(2026, 10, 22, 5, 0, 0);
const holder = { name: 'Aarav Sharma', address: '4th Floor, Orbit Plaza, Andheri East, Mumbai, Maharashtra 400069' };
const policy = { policyNo: '10000001', planName: 'Wealth Builder ULIP' };
// ₹1,20,000.00 premium, GST at 2.25% (₹2,700.00) split in Maharashtra, ₹756.78 late fee.
const parts = { premiumPaise: 12_000_000, gstPaise: 270_000, gstBp: 225, chargesPaise: 75_678 };
const receipt: Receipt = {
  receiptNo: 'RCP2026112200001',
  receiptDate: '2026-11-22',
  amountPaise: 12_345_678,
  paymentMode: 'Online',
  transactionId: 'TXN20261122AB12CD',
  dueDate: '2026-11-15',
  gst: splitGst(parts, 'Maharashtra', insurer.state),
};
const untaxed = (paise: number) =>
  splitGst({ premiumPaise: paise, gstPaise: 0, gstBp: 0, chargesPaise: 0 }, 'Kerala', 'Maharashtra');
const receipts = (n: number): Receipt[] =>
  Array.from({ length: n }, (_, i) => ({
    ...receipt,
    receiptNo: `RCP20260${String(i).padStart(5, '0')}`,
    amountPaise: 500_000 + i,
    gst: untaxed(500_000 + i),
  }));

describe('amounts as printed', () => {
  it('uses the rupee sign, Indian digit grouping and exact paise', () => {
    expect(money(12_345_678)).toBe('₹1,23,456.78');
    expect(money(900_719_925_474_099)).toBe('₹90,07,19,92,54,740.99');
    expect(money(-5)).toBe('-₹0.05');
  });
});

describe('amounts in words, on the Indian scale', () => {
  it('writes rupees in lakh and crore and the paise after them', () => {
    expect(rupeesInWords(1_891_625)).toBe('Rupees Eighteen Thousand Nine Hundred Sixteen and Paise Twenty-Five Only');
    expect(rupeesInWords(10_500_050)).toBe('Rupees One Lakh Five Thousand and Paise Fifty Only');
    expect(rupeesInWords(1_234_567_800)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only',
    );
    expect(rupeesInWords(35_000_000)).toBe('Rupees Three Lakh Fifty Thousand Only');
    expect(rupeesInWords(100_000_000_000)).toBe('Rupees One Hundred Crore Only');
    expect(rupeesInWords(99)).toBe('Rupees Zero and Paise Ninety-Nine Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(1_100)).toBe('Rupees Eleven Only');
  });
});

describe('premium receipt', () => {
  it('shows the payer, the policy and the amount with ₹, under the insurer band, with a page number', async () => {
    const doc = await readPdf(await renderReceipt({ holder, insurer, policy, receipt, generatedAt }));
    expect(doc.totalPages).toBe(1);
    expect(doc.title).toBe('Premium Acknowledgement Receipt - Receipt No. RCP2026112200001');
    const [page] = doc.pages as [string];
    for (const s of [
      insurer.name,
      'Premium Acknowledgement Receipt',
      'Receipt No. RCP2026112200001',
      'Receipt date 22/11/2026',
      'Payer name Aarav Sharma',
      holder.address,
      'Policy number 10000001',
      'Plan Wealth Builder ULIP',
      'TXN20261122AB12CD Online 15/11/2026 ₹1,23,456.78',
      'Place of supply Maharashtra',
      'Premium (taxable value) ₹1,20,000.00',
      'CGST @ 1.125% ₹1,350.00',
      'SGST @ 1.125% ₹1,350.00',
      'Late fee and charges (not taxed) ₹756.78',
      'Total amount received ₹1,23,456.78',
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Paise Seventy-Eight Only',
      'IRDAI registration no. 199',
      'CIN U66010MH2000PLC128403',
      'GSTIN 27AABCS1429B1ZB',
      'Registered office 5th Floor, Sandbox House',
      'Grievances Email grievance@example-life.in · Phone 1800 209 0000',
      'Generated on 22/11/2026 10:30 IST',
      'computer-generated',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(s);
    }
    expect(page).not.toContain('Rs.');
    expect(page).not.toContain('IGST');
  });

  it('charges IGST in full to a customer outside the insurer’s state', async () => {
    const outside = { ...receipt, gst: splitGst(parts, 'Kerala', insurer.state) };
    const [page] = (await readPdf(await renderReceipt({ holder, insurer, policy, receipt: outside, generatedAt }))).pages as [
      string,
    ];
    expect(page).toContain('Place of supply Kerala');
    expect(page).toContain('IGST @ 2.25% ₹2,700.00');
    expect(page).not.toContain('CGST');
  });

  it('leaves the address out when it is not known', async () => {
    const doc = await readPdf(await renderReceipt({ holder: { name: 'Priya Nair' }, insurer, policy, receipt, generatedAt }));
    expect(doc.pages[0]).toContain('Payer name Priya Nair');
    expect(doc.pages[0]).not.toContain('Address');
  });
});

describe('policy document', () => {
  const input = {
    holder,
    insurer,
    generatedAt,
    premiumGst: splitGst({ premiumPaise: 500_000, gstPaise: 11_250, gstBp: 225, chargesPaise: 0 }, 'Kerala', insurer.state),
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
    const doc = await readPdf(await renderPolicyDocument(input));
    const page = doc.pages.join(' ');
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
      'Premium (excl. GST) ₹5,000.00 (Monthly)',
      '20 Years / 10 Years',
      'Premium (taxable value) ₹5,000.00',
      'IGST @ 2.25% ₹112.50',
      'Premium with GST ₹5,112.50',
      'Rupees Five Thousand One Hundred Twelve and Paise Fifty Only',
      'GSTIN 27AABCS1429B1ZB',
      'Base Cover BASE ₹12,00,000.00 ₹4,750.00',
      'Accidental Death Benefit Rider RIDER ₹5,00,000.00 ₹250.00',
      'Nominee Relationship Share',
      'Vihaan Sharma Son 100%',
      `Page ${doc.totalPages} of ${doc.totalPages}`,
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
        insurer,
        generatedAt,
        policy: { ...policy, insuredName: 'Aarav Sharma' },
        financialYear: 2026,
        receipts: list,
        taxDeduction: 'section 123 (read with Schedule XV) of the Income-tax Act, 2025',
      }),
    );
    expect(doc.totalPages).toBeGreaterThan(1);
    doc.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${doc.totalPages}`);
      expect(page).toContain('Premium Paid Certificate – Financial Year 2026-27');
      // Every page the table runs onto repeats its headers; the insurer's particulars may close on a page of their own.
      if (!page.includes('RCP2026')) return;
      expect(page).toContain('Receipt number Receipt date Due date Premium (taxable value) GST Total paid');
      if (i > 0) expect(page).toContain('Premiums paid (continued)');
    });
    const all = doc.pages.join(' ');
    for (const r of list)
      expect(
        all.split(`${r.receiptNo} 22/11/2026 15/11/2026 ${money(r.amountPaise)} GST ₹0.00 ${money(r.amountPaise)}`),
      ).toHaveLength(2);
    expect(doc.pages[0]).toContain('between 01/04/2026 and 31/03/2027');
    // 70 × ₹5,000.00 plus 0 + 1 + … + 69 paise
    expect(all).toContain('Total premium paid ₹3,50,024.15 ₹0.00 ₹3,50,024.15');
    expect(all).toContain('Rupees Three Lakh Fifty Thousand Twenty-Four and Paise Fifteen Only');
    expect(all).toContain('deduction under section 123 (read with Schedule XV) of the Income-tax Act, 2025');
    expect(all).toContain('GSTIN 27AABCS1429B1ZB');
  });
});

describe('fund documents', () => {
  const base = {
    holder,
    insurer,
    generatedAt,
    policy,
    navDate: '2026-11-21',
    funds: [
      { name: 'Protector Fund', units: '3210.5432', nav: '28.4567', valuePaise: 9_136_000, allocationPct: 40 },
      { name: 'Equity Growth Fund', units: '1520.1000', nav: '112.3456', valuePaise: 17_077_654, allocationPct: 60 },
    ],
    movements: [],
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
    expect(page).not.toContain('Top-ups and partial withdrawals');
    const none = await readPdf(await renderFundStatement({ ...base, kind: 'UNIT_STATEMENT', investedPaise: null, receipts: [] }));
    expect(none.pages[0]).toContain('No premiums received through this channel yet.');
  });

  it('lists each top-up and partial withdrawal per fund, units bought as plus and redeemed as minus', async () => {
    const movements = [
      { day: '2026-11-20', kind: 'WITHDRAWAL' as const, fund: 'Protector Fund', units: '-175.7055', amountPaise: 500_000 },
      { day: '2026-11-18', kind: 'TOP_UP' as const, fund: 'Equity Growth Fund', units: '89.0110', amountPaise: 1_000_000 },
    ];
    const doc = await readPdf(
      await renderFundStatement({ ...base, kind: 'UNIT_STATEMENT', investedPaise: null, receipts: [], movements }),
    );
    for (const s of [
      'Top-ups and partial withdrawals',
      'Date Movement Fund Units Amount',
      '20/11/2026 Partial withdrawal Protector Fund -175.7055 ₹5,000.00',
      '18/11/2026 Top-up Equity Growth Fund 89.0110 ₹10,000.00',
    ]) {
      expect(doc.pages[0]).toContain(s);
    }
  });
});
