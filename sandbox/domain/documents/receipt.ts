import { dmy, holderRows, money, rupeesInWords } from './format';
import { advanceNote, isAdvancePayment } from '../premium-due';
import { gstTable, insurerBlock } from './issuer';
import type { Block } from './pdf-blocks';
import { renderDocument } from './pdf-writer';
import type { ReceiptInput } from './types';

/**
 * The premium acknowledgement receipt for one successful payment: who paid what for which due,
 * the premium's GST breakup, the amount in words and the insurer's particulars. Each part is a
 * block of its own, so a new kind of payment adds a row or a block, not a new layout.
 */
export function renderReceipt(input: ReceiptInput): Promise<Buffer> {
  const { policy, receipt: r } = input;
  const blocks: Block[] = [
    {
      kind: 'details',
      rows: [
        ['Receipt number', r.receiptNo],
        ['Receipt date', dmy(r.receiptDate)],
        ...holderRows('Payer name', input.holder),
        ['Policy number', policy.policyNo],
        ['Plan', policy.planName],
        ['Place of supply', r.gst.placeOfSupply ?? 'Not on record'],
      ],
    },
    {
      kind: 'table',
      heading: 'Payment details',
      columns: [
        { header: 'Transaction ID', weight: 3 },
        { header: 'Payment mode', weight: 2 },
        { header: 'Premium due date covered', weight: 2.4 },
        { header: 'Amount received', weight: 2, align: 'right' },
      ],
      rows: [[r.transactionId, r.paymentMode, r.dueDate ? dmy(r.dueDate) : '-', money(r.amountPaise)]],
    },
    gstTable(r.gst, 'Description', ['Total amount received', r.amountPaise]),
    { kind: 'details', rows: [['Amount in words', rupeesInWords(r.amountPaise)]] },
    // An advance says which premium it covers (issue 24 §2).
    ...(r.dueDate && isAdvancePayment(r.receiptDate, r.dueDate)
      ? [{ kind: 'text' as const, text: `${advanceNote(dmy(r.dueDate))}.` }]
      : []),
    { kind: 'text', text: `We acknowledge with thanks the receipt of the premium above for policy ${policy.policyNo}.` },
    insurerBlock(input.insurer),
  ];
  return renderDocument({
    insurer: input.insurer,
    title: 'Premium Acknowledgement Receipt',
    reference: `Receipt No. ${r.receiptNo}`,
    generatedAt: input.generatedAt,
    blocks,
  });
}
