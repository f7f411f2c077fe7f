import { dmy, fourPlaces, holderRows, money } from './format';
import type { Block } from './pdf-blocks';
import { renderDocument } from './pdf-writer';
import type { FundStatementInput } from './types';

/** Fund summary and unit statement share the holdings table; the statement adds the premiums received. */
export function renderFundStatement(input: FundStatementInput): Promise<Buffer> {
  const { policy, funds } = input;
  const total = funds.reduce((sum, f) => sum + f.valuePaise, 0);
  const blocks: Block[] = [
    {
      kind: 'details',
      rows: [
        ...holderRows('Policyholder', input.holder),
        ['Policy number', policy.policyNo],
        ['Plan', policy.planName],
        ['NAV date', dmy(input.navDate)],
        ...(input.investedPaise === null ? [] : [['Amount invested', money(input.investedPaise)] as [string, string]]),
      ],
    },
    {
      kind: 'table',
      heading: 'Fund holdings',
      columns: [
        { header: 'Fund', weight: 3.2 },
        { header: 'Units', weight: 2, align: 'right' },
        { header: 'NAV (₹)', weight: 1.5, align: 'right' },
        { header: 'Value', weight: 2.2, align: 'right' },
        { header: 'Allocation', weight: 1.5, align: 'right' },
      ],
      rows: funds.map((f) => [f.name, fourPlaces(f.units), fourPlaces(f.nav), money(f.valuePaise), `${f.allocationPct}%`]),
      total: ['Total fund value', '', '', money(total), ''],
    },
  ];
  if (input.kind === 'UNIT_STATEMENT') {
    blocks.push(
      input.receipts.length
        ? {
            kind: 'table',
            heading: 'Premiums received',
            columns: [
              { header: 'Receipt date', weight: 1.6 },
              { header: 'Receipt number', weight: 2.4 },
              { header: 'Mode', weight: 1.6 },
              { header: 'Amount', weight: 2, align: 'right' },
            ],
            rows: input.receipts.map((r) => [dmy(r.receiptDate), r.receiptNo, r.paymentMode, money(r.amountPaise)]),
            total: ['Total premiums received', '', '', money(input.receipts.reduce((s, r) => s + r.amountPaise, 0))],
          }
        : { kind: 'text', text: 'No premiums received through this channel yet.' },
    );
  }
  blocks.push({
    kind: 'text',
    small: true,
    text: 'In unit-linked policies, the investment risk in the investment portfolio is borne by the policyholder.',
  });
  const title = input.kind === 'FUND_SUMMARY' ? 'Fund Summary' : 'Unit Statement';
  return renderDocument({
    insurer: input.insurer,
    title: `${title} as on ${dmy(input.navDate)}`,
    reference: `Policy No. ${policy.policyNo}`,
    generatedAt: input.generatedAt,
    blocks,
  });
}
