import { dmy, holderRows, money } from './format';
import { isAdvancePayment } from '../premium-due';
import { gstTable, insurerBlock } from './issuer';
import { labelsFor } from './labels';
import type { Block } from './pdf-blocks';
import { renderDocument } from './pdf-writer';
import type { ReceiptInput } from './types';

/**
 * The premium acknowledgement receipt for one successful payment: who paid what for which due,
 * the premium's GST breakup (a loan repayment: how it was applied to the loan), the amount in words
 * and the insurer's particulars. Each part is a
 * block of its own, so a new kind of payment adds a row or a block, not a new layout.
 */
export function renderReceipt(input: ReceiptInput): Promise<Buffer> {
  const { policy, receipt: r, loan } = input;
  const labels = labelsFor(input.language);
  const { common: c, receipt: t } = labels;
  const blocks: Block[] = [
    {
      kind: 'details',
      rows: [
        [c.receiptNumber, r.receiptNo],
        [c.receiptDate, dmy(r.receiptDate)],
        ...holderRows(t.payerName, input.holder, c.address),
        [c.policyNumber, policy.policyNo],
        [c.plan, policy.planName],
        [t.placeOfSupply, r.gst.placeOfSupply ?? t.notOnRecord],
      ],
    },
    {
      kind: 'table',
      heading: t.paymentDetails,
      columns: [
        { header: t.transactionId, weight: 3 },
        { header: t.paymentMode, weight: 2 },
        { header: t.dueDateCovered, weight: 2.4 },
        { header: t.amountReceived, weight: 2, align: 'right' },
      ],
      rows: [[r.transactionId, c.value(r.paymentMode), r.dueDate ? dmy(r.dueDate) : '-', money(r.amountPaise)]],
    },
    // A loan repayment is no premium: how it was applied to the loan, in place of GST (issue 27 §5).
    loan
      ? {
          kind: 'table' as const,
          heading: t.loanHeading,
          columns: [
            { header: t.interestPaid, weight: 2, align: 'right' as const },
            { header: t.principalRepaid, weight: 2, align: 'right' as const },
            { header: t.outstandingAfter, weight: 3, align: 'right' as const },
          ],
          rows: [[money(loan.interestPaise), money(loan.principalPaise), money(loan.outstandingAfterPaise)]],
        }
      : gstTable(r.gst, labels, t.description, [t.totalReceived, r.amountPaise]),
    { kind: 'details', rows: [[t.amountInWords, c.rupeesInWords(r.amountPaise)]] },
    // An advance says which premium it covers (issue 24 §2).
    ...(r.dueDate && isAdvancePayment(r.receiptDate, r.dueDate)
      ? [{ kind: 'text' as const, text: t.advance(dmy(r.dueDate)) }]
      : []),
    { kind: 'text', text: loan ? t.loanAcknowledgement(policy.policyNo) : t.acknowledgement(policy.policyNo) },
    insurerBlock(input.insurer, labels),
  ];
  return renderDocument({
    insurer: input.insurer,
    title: loan ? t.loanTitle : t.title,
    reference: t.reference(r.receiptNo),
    generatedAt: input.generatedAt,
    blocks,
    language: input.language,
  });
}
