import { dmy, financialYearLabel, holderRows, money } from './format';
import { gstCell, insurerBlock } from './issuer';
import { labelsFor } from './labels';
import type { Column } from './pdf-blocks';
import { renderDocument } from './pdf-writer';
import type { PaidCertificateInput } from './types';

/** The premium paid certificate for one financial year, for the customer's income-tax return. */
export function renderPaidCertificate(input: PaidCertificateInput): Promise<Buffer> {
  const { policy, financialYear: fy, receipts } = input;
  const labels = labelsFor(input.language);
  const { common: c, certificate: t } = labels;
  const sum = (f: (g: (typeof receipts)[number]['gst']) => number) => receipts.reduce((s, r) => s + f(r.gst), 0);
  const total = receipts.reduce((s, r) => s + r.amountPaise, 0);
  const taxable = sum((g) => g.taxablePaise);
  const charges = sum((g) => g.chargesPaise);
  const tax = total - taxable - charges;
  // Untaxed charges (a late fee) are rare: they share the tax's column, in a year that had any.
  const withCharges = charges > 0;
  const taxCell = (g: (typeof receipts)[number]['gst']) =>
    g.chargesPaise ? `${gstCell(g)}; ${t.lateFee(money(g.chargesPaise))}` : gstCell(g);
  const columns: Column[] = [
    { header: c.receiptNumber, weight: 2.4 },
    { header: c.receiptDate, weight: 1.75 },
    { header: t.dueDate, weight: 1.75 },
    // Wide enough for a crore in bold on the total line.
    { header: labels.gst.taxableValue, weight: 2.2, align: 'right' },
    { header: withCharges ? t.gstAndLateFee : t.gst, weight: 1.8 },
    { header: t.totalPaid, weight: 2.2, align: 'right' },
  ];
  const from = `01/04/${fy}`;
  const to = `31/03/${fy + 1}`;
  const year = financialYearLabel(fy);
  return renderDocument({
    insurer: input.insurer,
    title: t.title(year),
    reference: c.policyReference(policy.policyNo),
    generatedAt: input.generatedAt,
    language: input.language,
    blocks: [
      {
        kind: 'details',
        rows: [
          ...holderRows(c.policyholder, input.holder, c.address),
          [c.policyNumber, policy.policyNo],
          [c.plan, policy.planName],
          [c.lifeInsured, policy.insuredName],
          [t.financialYear, t.yearSpan(year, from, to)],
        ],
      },
      {
        kind: 'text',
        text: t.statement({
          holder: input.holder.name,
          policyNo: policy.policyNo,
          plan: policy.planName,
          insured: policy.insuredName,
          from,
          to,
        }),
      },
      {
        kind: 'table',
        heading: t.premiumsPaid,
        columns,
        rows: receipts.map((r) => [
          r.receiptNo,
          dmy(r.receiptDate),
          r.dueDate ? dmy(r.dueDate) : '-',
          money(r.gst.taxablePaise),
          taxCell(r.gst),
          money(r.amountPaise),
        ]),
        total: [
          t.totalPremiumPaid,
          '',
          '',
          money(taxable),
          withCharges ? `${money(tax)}; ${t.lateFee(money(charges))}` : money(tax),
          money(total),
        ],
      },
      { kind: 'details', rows: [[t.totalInWords, c.rupeesInWords(total)]] },
      { kind: 'text', small: true, text: t.deduction(c.value(input.taxDeduction)) },
      insurerBlock(input.insurer, labels),
    ],
  });
}
