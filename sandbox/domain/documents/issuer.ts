import { money } from './format';
import type { DocumentLabels } from './labels';
import type { Block } from './pdf-blocks';
import type { GstBreakup, Insurer } from './types';

/** Who issued the document and where to complain: closes every document a customer may be asked to show. */
export const insurerBlock = (i: Insurer, { issuer: t }: DocumentLabels): Block => ({
  kind: 'details',
  heading: t.heading,
  rows: [
    [t.insurer, i.name],
    [t.irdaiRegNo, i.irdaiRegNo],
    [t.cin, i.cin],
    [t.gstin, i.gstin],
    [t.registeredOffice, i.registeredOffice],
    [t.grievances, t.contact(i.grievanceEmail, i.grievancePhone)],
  ],
});

/** The 'Premium and GST' table of one premium, with its total under the document's own words. */
export const gstTable = (
  g: GstBreakup,
  labels: DocumentLabels,
  firstHeader: string,
  total: [label: string, paise: number],
): Block => ({
  kind: 'table',
  heading: labels.gst.heading,
  columns: [
    { header: firstHeader, weight: 6 },
    { header: labels.common.amount, weight: 2, align: 'right' },
  ],
  rows: gstRows(g, labels),
  total: [total[0], money(total[1])],
});

/** One premium's GST: taxable value, CGST + SGST or IGST, untaxed charges, total. */
function gstRows(g: GstBreakup, { gst: t }: DocumentLabels): string[][] {
  return [
    [t.taxableValue, money(g.taxablePaise)],
    ...g.taxLines.map((l) => [l.label, money(l.paise)]),
    ...(g.chargesPaise ? [[t.untaxedCharges, money(g.chargesPaise)]] : []),
  ];
}

/** The tax of one premium in a single cell: 'CGST ₹208.13 + SGST ₹208.12'. */
export const gstCell = (g: GstBreakup) =>
  g.taxLines.map((l) => `${l.label.replace(/ @ .*$/, '').replace(/ \(.*\)$/, '')} ${money(l.paise)}`).join(' + ');
