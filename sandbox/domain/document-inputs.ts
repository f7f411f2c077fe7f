import type { Language } from '@portal/contracts/language';
import type { Db } from '../store/db';
import { customerById } from '../store/customers';
import { latestNavDay } from '../store/funds';
import { fundMovementsOf } from '../store/ulip-money';
import { coveragesOf, nomineesOf, type PolicyRow } from '../store/policies';
import type { LoanRepaymentFacts } from '../store/policy-loans';
import type { ReceiptRow } from '../store/receipts';
import type {
  FundMovement,
  FundStatementInput,
  Holder,
  Insurer,
  PaidCertificateInput,
  PolicyDocumentInput,
  PolicyRef,
  Receipt,
  ReceiptInput,
} from './documents';
import { type FundCode, loadFundBook } from './fund-book';
import { fixed } from './format';
import { splitGst } from './gst';
import { splitPaise } from './ulip-money-rules';
import { taxDeductionProvision } from './income-tax';
import { chargedFor, supplyStateOf } from './ledger-parts';
import { fundHoldings, STATUS_LABELS } from './policy-view';

/** Stored rows as the document renderer's inputs: the renderer knows nothing of the database. */

export function holderOf(db: Db, customerId: number): Holder {
  const c = customerById(db, customerId);
  return { name: `${c.first_name} ${c.surname}`, address: c.mailing_address };
}

const policyRefOf = (p: PolicyRow): PolicyRef => ({ policyNo: p.policy_no, planName: p.product_name });

/** A ledger entry as printed: its GST split by the place of supply it was paid under. */
const receiptOf = (r: ReceiptRow, insurer: Insurer): Receipt => ({
  receiptNo: r.receipt_no,
  receiptDate: r.receipt_date,
  amountPaise: r.amount_paise,
  paymentMode: r.payment_mode,
  transactionId: r.transaction_id,
  dueDate: r.due_date,
  gst: splitGst(
    { premiumPaise: r.premium_paise, gstPaise: r.gst_paise, gstBp: r.gst_bp, chargesPaise: r.charges_paise },
    r.supply_state,
    insurer.state,
  ),
});

/** What every document shares: to whom, by whom, when. */
export interface Printing {
  holder: Holder;
  insurer: Insurer;
  now: number;
  /** the language of the page that asked (Accept-Language): the document is drawn in it */
  language: Language;
}
const head = ({ holder, insurer, now, language }: Printing) => ({ holder, insurer, generatedAt: now, language });

export const receiptInput = (p: PolicyRow, r: ReceiptRow, print: Printing, loan?: LoanRepaymentFacts): ReceiptInput => ({
  ...head(print),
  policy: policyRefOf(p),
  receipt: receiptOf(r, print.insurer),
  ...(loan && {
    loan: {
      interestPaise: loan.interest_paise,
      principalPaise: loan.principal_paise,
      outstandingAfterPaise: loan.outstanding_after_paise,
    },
  }),
});

/** `receipts` oldest first. */
export const paidCertificateInput = (
  p: PolicyRow,
  financialYear: number,
  receipts: ReceiptRow[],
  print: Printing,
): PaidCertificateInput => ({
  ...head(print),
  policy: { ...policyRefOf(p), insuredName: p.insured_name },
  financialYear,
  receipts: receipts.map((r) => receiptOf(r, print.insurer)),
  taxDeduction: taxDeductionProvision(financialYear),
});

export function policyDocumentInput(db: Db, p: PolicyRow, print: Printing): PolicyDocumentInput {
  // The premium due next, paid on its day (a single premium: the one paid), for the customer's state today.
  const due = p.prem_due ?? p.commencement_date;
  return {
    ...head(print),
    premiumGst: splitGst(chargedFor(db, p, due, due), supplyStateOf(db, p.owner_id), print.insurer.state),
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
  kind: FundStatementInput['kind'],
  receipts: ReceiptRow[],
  print: Printing,
): FundStatementInput {
  return {
    kind,
    ...head(print),
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
    receipts: receipts.map((r) => receiptOf(r, print.insurer)),
    movements: kind === 'UNIT_STATEMENT' ? movementsOf(db, p) : [],
  };
}

/** Each top-up and withdrawal per fund: the units it bought or redeemed and its share of the amount. */
function movementsOf(db: Db, p: PolicyRow): FundMovement[] {
  const names = new Map(loadFundBook(db, p.id).map((f) => [f.code, f.name]));
  return fundMovementsOf(db, p.id).flatMap((m) => {
    const units = JSON.parse(m.units_json) as Record<string, number>;
    const percents = new Map(Object.entries(JSON.parse(m.percents_json) as Record<string, number>)) as Map<FundCode, number>;
    const amounts = splitPaise(m.amount_paise, percents);
    const sign = m.kind === 'TOP_UP' ? 1 : -1;
    return Object.entries(units).map(([code, unitsE4]) => ({
      day: m.nav_date,
      kind: m.kind,
      fund: names.get(code as FundCode) ?? code,
      units: fixed(sign * unitsE4, 4),
      amountPaise: amounts.get(code as FundCode) ?? 0,
    }));
  });
}
