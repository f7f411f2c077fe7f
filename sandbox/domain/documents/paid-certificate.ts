import { dmy, financialYearLabel, holderRows, money, rupeesInWords } from './format';
import { renderDocument } from './pdf-writer';
import type { PaidCertificateInput } from './types';

/** The premium paid certificate for one financial year, for the customer's income-tax return. */
export function renderPaidCertificate(input: PaidCertificateInput): Promise<Buffer> {
  const { policy, financialYear: fy, receipts } = input;
  const total = receipts.reduce((sum, r) => sum + r.amountPaise, 0);
  const from = `01/04/${fy}`;
  const to = `31/03/${fy + 1}`;
  return renderDocument({
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
        columns: [
          { header: 'Receipt number', weight: 2.6 },
          { header: 'Receipt date', weight: 1.7 },
          { header: 'Due date', weight: 1.7 },
          { header: 'Mode', weight: 1.6 },
          { header: 'Amount', weight: 2, align: 'right' },
        ],
        rows: receipts.map((r) => [
          r.receiptNo,
          dmy(r.receiptDate),
          r.dueDate ? dmy(r.dueDate) : '-',
          r.paymentMode,
          money(r.amountPaise),
        ]),
        total: ['Total premium paid', '', '', '', money(total)],
      },
      { kind: 'details', rows: [['Total in words', rupeesInWords(total)]] },
      {
        kind: 'text',
        small: true,
        text: 'Premiums paid may qualify for deduction under section 80C of the Income-tax Act, 1961, subject to its conditions.',
      },
    ],
  });
}
