import { dmy, holderRows, money } from './format';
import { gstTable, insurerBlock } from './issuer';
import { labelsFor } from './labels';
import { renderDocument } from './pdf-writer';
import type { PolicyDocumentInput } from './types';

/** The e-policy: the policy schedule with its covers and nominees. */
export function renderPolicyDocument(input: PolicyDocumentInput): Promise<Buffer> {
  const p = input.policy;
  const labels = labelsFor(input.language);
  const { common: c, policy: t } = labels;
  return renderDocument({
    insurer: input.insurer,
    title: t.title,
    reference: c.policyReference(p.policyNo),
    generatedAt: input.generatedAt,
    language: input.language,
    blocks: [
      {
        kind: 'details',
        heading: t.schedule,
        rows: [
          [c.policyNumber, p.policyNo],
          [c.plan, `${p.planName} (${p.planType})`],
          [t.proposer, p.proposerName],
          ...holderRows(c.policyholder, input.holder, c.address),
          [c.lifeInsured, p.insuredName],
          [t.status, c.value(p.status)],
          [t.commencementDate, dmy(p.commencementDate)],
          [t.maturityDate, p.maturityDate ? dmy(p.maturityDate) : t.wholeLife],
          [t.sumAssured, money(p.sumAssuredPaise)],
          [t.premiumExclGst, `${money(p.modalPremiumPaise)} (${c.value(p.paymentFrequency)})`],
          [t.terms, `${c.value(p.policyTerm)} / ${c.value(p.premiumPayingTerm)}`],
        ],
      },
      {
        kind: 'table',
        heading: t.coverage,
        columns: [
          { header: t.benefit, weight: 4 },
          { header: t.type, weight: 1.6 },
          { header: t.sumAssured, weight: 2.2, align: 'right' },
          { header: t.premiumExclGst, weight: 2, align: 'right' },
        ],
        rows: input.coverages.map((cv) => [cv.name, c.value(cv.type), money(cv.sumAssuredPaise), money(cv.premiumPaise)]),
      },
      {
        kind: 'table',
        heading: t.nominees,
        columns: [
          { header: t.nominee, weight: 4 },
          { header: t.relationship, weight: 3 },
          { header: t.share, weight: 2, align: 'right' },
        ],
        rows: input.nominees.map((n) => [n.name, c.value(n.relationship), `${n.sharePct}%`]),
      },
      gstTable(input.premiumGst, labels, t.eachPremium, [t.premiumWithGst, input.premiumGst.totalPaise]),
      { kind: 'details', rows: [[t.premiumWithGstInWords, c.rupeesInWords(input.premiumGst.totalPaise)]] },
      { kind: 'text', small: true, text: t.gstNote },
      insurerBlock(input.insurer, labels),
    ],
  });
}
