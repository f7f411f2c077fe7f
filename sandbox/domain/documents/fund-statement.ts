import { dmy, fourPlaces, holderRows, money } from './format';
import { labelsFor } from './labels';
import type { Block } from './pdf-blocks';
import { renderDocument } from './pdf-writer';
import type { FundStatementInput } from './types';

/** Fund summary and unit statement share the holdings table; the statement adds the premiums received, top-ups and withdrawals. */
export function renderFundStatement(input: FundStatementInput): Promise<Buffer> {
  const { policy, funds } = input;
  const { common: c, funds: t } = labelsFor(input.language);
  const total = funds.reduce((sum, f) => sum + f.valuePaise, 0);
  const blocks: Block[] = [
    {
      kind: 'details',
      rows: [
        ...holderRows(c.policyholder, input.holder, c.address),
        [c.policyNumber, policy.policyNo],
        [c.plan, policy.planName],
        [t.navDate, dmy(input.navDate)],
        ...(input.investedPaise === null ? [] : [[t.amountInvested, money(input.investedPaise)] as [string, string]]),
      ],
    },
    {
      kind: 'table',
      heading: t.holdings,
      columns: [
        { header: t.fund, weight: 3.2 },
        { header: t.units, weight: 2, align: 'right' },
        { header: t.nav, weight: 1.5, align: 'right' },
        { header: t.value, weight: 2.2, align: 'right' },
        { header: t.allocation, weight: 1.5, align: 'right' },
      ],
      rows: funds.map((f) => [f.name, fourPlaces(f.units), fourPlaces(f.nav), money(f.valuePaise), `${f.allocationPct}%`]),
      total: [t.totalValue, '', '', money(total), ''],
    },
  ];
  if (input.kind === 'UNIT_STATEMENT') {
    blocks.push(
      input.receipts.length
        ? {
            kind: 'table',
            heading: t.premiumsReceived,
            columns: [
              { header: c.receiptDate, weight: 1.6 },
              { header: c.receiptNumber, weight: 2.4 },
              { header: t.mode, weight: 1.6 },
              { header: c.amount, weight: 2, align: 'right' },
            ],
            rows: input.receipts.map((r) => [dmy(r.receiptDate), r.receiptNo, c.value(r.paymentMode), money(r.amountPaise)]),
            total: [t.totalReceived, '', '', money(input.receipts.reduce((s, r) => s + r.amountPaise, 0))],
          }
        : { kind: 'text', text: t.noneReceived },
    );
    if (input.movements.length) {
      blocks.push({
        kind: 'table',
        heading: t.movements,
        columns: [
          { header: t.date, weight: 1.6 },
          { header: t.movement, weight: 2 },
          { header: t.fund, weight: 2.6 },
          { header: t.units, weight: 1.8, align: 'right' },
          { header: c.amount, weight: 2, align: 'right' },
        ],
        rows: input.movements.map((m) => [
          dmy(m.day),
          m.kind === 'TOP_UP' ? t.topUp : t.withdrawal,
          m.fund,
          fourPlaces(m.units),
          money(m.amountPaise),
        ]),
      });
    }
  }
  blocks.push({ kind: 'text', small: true, text: t.risk });
  return renderDocument({
    insurer: input.insurer,
    title: t.title(input.kind === 'FUND_SUMMARY' ? t.fundSummary : t.unitStatement, dmy(input.navDate)),
    reference: c.policyReference(policy.policyNo),
    generatedAt: input.generatedAt,
    language: input.language,
    blocks,
  });
}
