import { money } from './format';
import type { Block } from './pdf-blocks';
import type { GstBreakup, Insurer } from './types';

/** Who issued the document and where to complain: closes every document a customer may be asked to show. */
export const insurerBlock = (i: Insurer): Block => ({
  kind: 'details',
  heading: 'Issued by',
  rows: [
    ['Insurer', i.name],
    ['IRDAI registration no.', i.irdaiRegNo],
    ['CIN', i.cin],
    ['GSTIN', i.gstin],
    ['Registered office', i.registeredOffice],
    ['Grievances', `Email ${i.grievanceEmail} · Phone ${i.grievancePhone}`],
  ],
});

/** The 'Premium and GST' table of one premium, with its total under the document's own words. */
export const gstTable = (g: GstBreakup, firstHeader: string, total: [label: string, paise: number]): Block => ({
  kind: 'table',
  heading: 'Premium and GST',
  columns: [
    { header: firstHeader, weight: 6 },
    { header: 'Amount', weight: 2, align: 'right' },
  ],
  rows: gstRows(g),
  total: [total[0], money(total[1])],
});

/** One premium's GST: taxable value, CGST + SGST or IGST, untaxed charges, total. */
function gstRows(g: GstBreakup): string[][] {
  return [
    ['Premium (taxable value)', money(g.taxablePaise)],
    ...g.taxLines.map((l) => [l.label, money(l.paise)]),
    ...(g.chargesPaise ? [['Late fee and charges (not taxed)', money(g.chargesPaise)]] : []),
  ];
}

/** The tax of one premium in a single cell: 'CGST ₹208.13 + SGST ₹208.12'. */
export const gstCell = (g: GstBreakup) =>
  g.taxLines.map((l) => `${l.label.replace(/ @ .*$/, '').replace(/ \(.*\)$/, '')} ${money(l.paise)}`).join(' + ');
