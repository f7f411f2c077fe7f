import type { Db } from './store/db';
import { dmy, inr, istDateTime } from './domain/format';
import { fundHoldings, latestNavDate, STATUS_LABELS } from './domain/policy-view';
import type { Block } from './pdf';
import type { Contact } from './store/customers';
import type { PolicyRow } from './store/policies';
import type { ReceiptRow } from './store/receipts';

/**
 * The content of each document the core renders; pdf.ts turns it into a file.
 * Amounts print as '₹', which the writer spells 'Rs.' (standard fonts lack the sign).
 */
export const INSURER_NAME = 'Sandbox Life Insurance Company Limited';

export interface DocContext {
  db: Db;
  policy: PolicyRow;
  holder: Contact;
  now: number;
}

const money = (paise: number) => `₹${inr(paise)}`;
const pairs = (rows: Array<[string, string]>): Block[] =>
  rows.map(([label, value]) => ({ kind: 'row', cells: [[0, label], [190, value]] }));
const header = (title: string): Block[] => [
  { kind: 'title', text: INSURER_NAME },
  { kind: 'heading', text: title },
  { kind: 'rule' },
];
const footer = (now: number): Block[] => [
  { kind: 'space', height: 14 },
  { kind: 'rule' },
  { kind: 'text', size: 8, text: `Generated on ${istDateTime(now)} IST. This is a computer-generated document and needs no signature.` },
];

export function receiptDoc(c: DocContext, r: ReceiptRow): Block[] {
  return [
    ...header('Premium Acknowledgement Receipt'),
    ...pairs([
      ['Receipt number', r.receipt_no],
      ['Receipt date', dmy(r.receipt_date)],
      ['Policy number', c.policy.policy_no],
      ['Plan', c.policy.product_name],
      ['Payer name', c.holder.name],
      ['Amount received', money(r.amount_paise)],
      ['Transaction ID', r.transaction_id],
      ['Payment mode', r.payment_mode],
      ['Premium due date covered', dmy(r.due_date) ?? '-'],
    ]),
    { kind: 'space' },
    { kind: 'text', text: `We acknowledge with thanks the receipt of the premium above for policy ${c.policy.policy_no}.` },
    ...footer(c.now),
  ];
}

export function policyDoc(c: DocContext): Block[] {
  const p = c.policy;
  const covers = c.db
    .prepare('SELECT name, type, sum_assured_paise, premium_paise FROM coverages WHERE policy_id = ? ORDER BY type, id')
    .all(p.id) as Array<{ name: string; type: string; sum_assured_paise: number; premium_paise: number }>;
  const nominees = c.db
    .prepare('SELECT name, relationship, share_pct FROM nominees WHERE policy_id = ? ORDER BY id')
    .all(p.id) as Array<{ name: string; relationship: string; share_pct: number }>;
  return [
    ...header('Policy Document - Policy Schedule'),
    ...pairs([
      ['Policy number', p.policy_no],
      ['Plan', `${p.product_name} (${p.plan_type})`],
      ['Proposer', p.proposer_name],
      ['Life insured', p.insured_name],
      ['Status', STATUS_LABELS[p.status_code] ?? p.status_code],
      ['Commencement date', dmy(p.commencement_date)],
      ['Maturity date', dmy(p.maturity_date) ?? 'Whole life'],
      ['Sum assured', money(p.sum_assured_paise)],
      ['Premium', `${money(p.modal_premium_paise)} (${p.payment_frequency})`],
      ['Policy term / premium paying term', `${p.policy_term} / ${p.prem_pay_term}`],
    ]),
    { kind: 'space' },
    { kind: 'heading', text: 'Coverage' },
    { kind: 'row', bold: true, cells: [[0, 'Benefit'], [250, 'Type'], [320, 'Sum assured'], [420, 'Premium']] },
    ...covers.map((v): Block => ({
      kind: 'row',
      cells: [[0, v.name], [250, v.type], [320, money(v.sum_assured_paise)], [420, money(v.premium_paise)]],
    })),
    { kind: 'space' },
    { kind: 'heading', text: 'Nominees' },
    ...nominees.map((v): Block => ({ kind: 'row', cells: [[0, v.name], [250, v.relationship], [320, `${v.share_pct}%`]] })),
    ...footer(c.now),
  ];
}

export function paidCertificateDoc(c: DocContext, fy: number, receipts: ReceiptRow[]): Block[] {
  const total = receipts.reduce((s, r) => s + r.amount_paise, 0);
  return [
    ...header(`Premium Paid Certificate - Financial Year ${fy}-${String(fy + 1).slice(-2)}`),
    {
      kind: 'text',
      text: `This is to certify that ${c.holder.name} paid the premiums below for policy ${c.policy.policy_no} ` +
        `(${c.policy.product_name}), life insured ${c.policy.insured_name}, between 01/04/${fy} and 31/03/${fy + 1}.`,
    },
    { kind: 'space' },
    { kind: 'row', bold: true, cells: [[0, 'Receipt number'], [130, 'Date'], [210, 'Due date'], [290, 'Mode'], [400, 'Amount']] },
    ...receipts.map((r): Block => ({
      kind: 'row',
      cells: [[0, r.receipt_no], [130, dmy(r.receipt_date)], [210, dmy(r.due_date) ?? '-'], [290, r.payment_mode],
        [400, money(r.amount_paise)]],
    })),
    { kind: 'rule' },
    { kind: 'row', bold: true, cells: [[0, 'Total premium paid'], [400, money(total)]] },
    { kind: 'space' },
    { kind: 'text', size: 9, text: 'Premiums paid may qualify for deduction under section 80C of the Income-tax Act, 1961, subject to its conditions.' },
    ...footer(c.now),
  ];
}

/** Fund summary and unit statement share the holdings table; the statement adds the premiums received. */
export function fundDoc(c: DocContext, kind: 'FUND_SUMMARY' | 'UNIT_STATEMENT', receipts: ReceiptRow[]): Block[] {
  const { funds, totalPaise } = fundHoldings(c.db, c.policy.id);
  const blocks: Block[] = [
    ...header(`${kind === 'FUND_SUMMARY' ? 'Fund Summary' : 'Unit Statement'} as on ${latestNavDate(c.db)}`),
    ...pairs([
      ['Policy number', c.policy.policy_no],
      ['Plan', c.policy.product_name],
      ['Policyholder', c.holder.name],
    ]),
    { kind: 'space' },
    { kind: 'row', bold: true, cells: [[0, 'Fund'], [170, 'Units'], [260, 'NAV'], [340, 'Value'], [440, 'Allocation']] },
    ...funds.map((f): Block => ({
      kind: 'row',
      cells: [[0, f.FundName], [170, f.UnitBalance], [260, f.NavValue], [340, money(Math.round(Number(f.FundValue) * 100))],
        [440, `${f.FundAllocation}%`]],
    })),
    { kind: 'rule' },
    { kind: 'row', bold: true, cells: [[0, 'Total fund value'], [340, `₹${inr(Number(totalPaise))}`]] },
  ];
  if (kind === 'UNIT_STATEMENT') {
    blocks.push({ kind: 'space' }, { kind: 'heading', text: 'Premiums received' });
    if (!receipts.length) blocks.push({ kind: 'text', text: 'No premiums received through this channel yet.' });
    for (const r of receipts) {
      blocks.push({ kind: 'row', cells: [[0, dmy(r.receipt_date)], [130, r.receipt_no], [290, money(r.amount_paise)]] });
    }
  }
  if (c.policy.invested_paise !== null) {
    blocks.push({ kind: 'space' }, ...pairs([['Amount invested', money(c.policy.invested_paise)]]));
  }
  return [...blocks, ...footer(c.now)];
}
