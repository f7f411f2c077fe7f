import { dmy, holderRows, money, rupeesInWords } from './format';
import { gstTable, insurerBlock } from './issuer';
import { renderDocument } from './pdf-writer';
import type { PolicyDocumentInput } from './types';

/** The e-policy: the policy schedule with its covers and nominees. */
export function renderPolicyDocument(input: PolicyDocumentInput): Promise<Buffer> {
  const p = input.policy;
  return renderDocument({
    insurer: input.insurer,
    title: 'Policy Document – Policy Schedule',
    reference: `Policy No. ${p.policyNo}`,
    generatedAt: input.generatedAt,
    blocks: [
      {
        kind: 'details',
        heading: 'Policy schedule',
        rows: [
          ['Policy number', p.policyNo],
          ['Plan', `${p.planName} (${p.planType})`],
          ['Proposer', p.proposerName],
          ...holderRows('Policyholder', input.holder),
          ['Life insured', p.insuredName],
          ['Status', p.status],
          ['Commencement date', dmy(p.commencementDate)],
          ['Maturity date', p.maturityDate ? dmy(p.maturityDate) : 'Whole life'],
          ['Sum assured', money(p.sumAssuredPaise)],
          ['Premium (excl. GST)', `${money(p.modalPremiumPaise)} (${p.paymentFrequency})`],
          ['Policy term / premium paying term', `${p.policyTerm} / ${p.premiumPayingTerm}`],
        ],
      },
      {
        kind: 'table',
        heading: 'Coverage',
        columns: [
          { header: 'Benefit', weight: 4 },
          { header: 'Type', weight: 1.6 },
          { header: 'Sum assured', weight: 2.2, align: 'right' },
          { header: 'Premium (excl. GST)', weight: 2, align: 'right' },
        ],
        rows: input.coverages.map((c) => [c.name, c.type, money(c.sumAssuredPaise), money(c.premiumPaise)]),
      },
      {
        kind: 'table',
        heading: 'Nominees',
        columns: [
          { header: 'Nominee', weight: 4 },
          { header: 'Relationship', weight: 3 },
          { header: 'Share', weight: 2, align: 'right' },
        ],
        rows: input.nominees.map((n) => [n.name, n.relationship, `${n.sharePct}%`]),
      },
      gstTable(input.premiumGst, 'Each premium', ['Premium with GST', input.premiumGst.totalPaise]),
      {
        kind: 'details',
        rows: [['Premium with GST in words', rupeesInWords(input.premiumGst.totalPaise)]],
      },
      {
        kind: 'text',
        small: true,
        text: 'GST is charged on each premium at the rate in force when it is due; the receipt of each premium shows it.',
      },
      insurerBlock(input.insurer),
    ],
  });
}
