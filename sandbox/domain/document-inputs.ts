import type { Db } from '../store/db';
import { customerById } from '../store/customers';
import { latestNavDay } from '../store/funds';
import { coveragesOf, nomineesOf, type PolicyRow } from '../store/policies';
import type { ReceiptRow } from '../store/receipts';
import type {
  FundStatementInput,
  Holder,
  PaidCertificateInput,
  PolicyDocumentInput,
  PolicyRef,
  Receipt,
  ReceiptInput,
} from './documents';
import { fundHoldings, STATUS_LABELS } from './policy-view';

/** Stored rows as the document renderer's inputs: the renderer knows nothing of the database. */

export function holderOf(db: Db, customerId: number): Holder {
  const c = customerById(db, customerId);
  return { name: `${c.first_name} ${c.surname}`, address: c.mailing_address };
}

const policyRefOf = (p: PolicyRow): PolicyRef => ({ policyNo: p.policy_no, planName: p.product_name });

const receiptOf = (r: ReceiptRow): Receipt => ({
  receiptNo: r.receipt_no,
  receiptDate: r.receipt_date,
  amountPaise: r.amount_paise,
  paymentMode: r.payment_mode,
  transactionId: r.transaction_id,
  dueDate: r.due_date,
});

export const receiptInput = (p: PolicyRow, holder: Holder, r: ReceiptRow, now: number): ReceiptInput => ({
  holder,
  generatedAt: now,
  policy: policyRefOf(p),
  receipt: receiptOf(r),
});

/** `receipts` oldest first. */
export const paidCertificateInput = (
  p: PolicyRow,
  holder: Holder,
  financialYear: number,
  receipts: ReceiptRow[],
  now: number,
): PaidCertificateInput => ({
  holder,
  generatedAt: now,
  policy: { ...policyRefOf(p), insuredName: p.insured_name },
  financialYear,
  receipts: receipts.map(receiptOf),
});

export function policyDocumentInput(db: Db, p: PolicyRow, holder: Holder, now: number): PolicyDocumentInput {
  return {
    holder,
    generatedAt: now,
    policy: {
      ...policyRefOf(p),
      planType: p.plan_type,
      proposerName: p.proposer_name,
      insuredName: p.insured_name,
      status: STATUS_LABELS[p.status_code] ?? p.status_code,
      commencementDate: p.commencement_date,
      maturityDate: p.maturity_date,
      sumAssuredPaise: p.sum_assured_paise,
      modalPremiumPaise: p.modal_premium_paise,
      paymentFrequency: p.payment_frequency,
      policyTerm: p.policy_term,
      premiumPayingTerm: p.prem_pay_term,
    },
    coverages: coveragesOf(db, p.id).map((c) => ({
      name: c.name,
      type: c.type,
      sumAssuredPaise: c.sum_assured_paise,
      premiumPaise: c.premium_paise,
    })),
    nominees: nomineesOf(db, p.id).map((n) => ({ name: n.name, relationship: n.relationship, sharePct: n.share_pct })),
  };
}

export function fundStatementInput(
  db: Db,
  p: PolicyRow,
  holder: Holder,
  kind: FundStatementInput['kind'],
  receipts: ReceiptRow[],
  now: number,
): FundStatementInput {
  return {
    kind,
    holder,
    generatedAt: now,
    policy: policyRefOf(p),
    navDate: latestNavDay(db),
    // FundValue is exact to the paisa (two places), so moving the point is exact too.
    funds: fundHoldings(db, p.id).funds.map((f) => ({
      name: f.FundName,
      units: f.UnitBalance,
      nav: f.NavValue,
      valuePaise: Number(f.FundValue.replace('.', '')),
      allocationPct: Number(f.FundAllocation),
    })),
    investedPaise: p.invested_paise,
    receipts: receipts.map(receiptOf),
  };
}
