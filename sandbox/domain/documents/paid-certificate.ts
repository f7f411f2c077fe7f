import { dmy, financialYearLabel, holderRows, money, rupeesInWords } from './format';
import { gstCell, insurerBlock } from './issuer';
import type { Column } from './pdf-blocks';
import { renderDocument } from './pdf-writer';
import type { PaidCertificateInput } from './types';

/** The premium paid certificate for one financial year, for the customer's income-tax return. */
export function renderPaidCertificate(input: PaidCertificateInput): Promise<Buffer> {
  const { policy, financialYear: fy, receipts } = input;
  const sum = (f: (g: (typeof receipts)[number]['gst']) => number) => receipts.reduce((s, r) => s + f(r.gst), 0);
  const total = receipts.reduce((s, r) => s + r.amountPaise, 0);
  const taxable = sum((g) => g.taxablePaise);
  const charges = sum((g) => g.chargesPaise);
  const tax = total - taxable - charges;
  // Untaxed charges (a late fee) are rare: they share the tax's column, in a year that had any.
  const withCharges = charges > 0;
  const taxCell = (g: (typeof receipts)[number]['gst']) =>
    g.chargesPaise ? `${gstCell(g)}; late fee ${money(g.chargesPaise)}` : gstCell(g);
  const columns: Column[] = [
    { header: 'Receipt number', weight: 2.4 },
    { header: 'Receipt date', weight: 1.75 },
    { header: 'Due date', weight: 1.75 },
    // Wide enough for a crore in bold on the total line.
    { header: 'Premium (taxable value)', weight: 2.2, align: 'right' },
    { header: withCharges ? 'GST and late fee' : 'GST', weight: 1.8 },
    { header: 'Total paid', weight: 2.2, align: 'right' },
  ];
  const from = `01/04/${fy}`;
  const to = `31/03/${fy + 1}`;
  return renderDocument({
    insurer: input.insurer,
    title: `Premium Paid Certificate – Financial Year ${financialYearLabel(fy)}`,
    reference: `Policy No. ${policy.policyNo}`,
    generatedAt: input.generatedAt,
    blocks: [
      {
        kind: 'details',
        rows: [
          ...holderRows('Policyholder', input.holder),
          ['Policy number', policy.policyNo],
          ['Plan', policy.planName],
          ['Life insured', policy.insuredName],
          ['Financial year', `${financialYearLabel(fy)} (${from} to ${to})`],
        ],
      },
      {
        kind: 'text',
        text:
          `This is to certify that ${input.holder.name} paid the premiums below for policy ${policy.policyNo} ` +
          `(${policy.planName}), life insured ${policy.insuredName}, between ${from} and ${to}.`,
      },
      {
        kind: 'table',
        heading: 'Premiums paid',
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
          'Total premium paid',
          '',
          '',
          money(taxable),
          withCharges ? `${money(tax)}; late fee ${money(charges)}` : money(tax),
          money(total),
        ],
      },
      { kind: 'details', rows: [['Total in words', rupeesInWords(total)]] },
      {
        kind: 'text',
        small: true,
        text: `Premiums paid may qualify for deduction under ${input.taxDeduction}, subject to its conditions.`,
      },
      insurerBlock(input.insurer),
    ],
  });
}
