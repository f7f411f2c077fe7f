/**
 * What the caller hands in to render a document: plain values mapped from its
 * rows. Days are ISO calendar days ('YYYY-MM-DD'), amounts integer paise,
 * units and NAVs decimal strings; the documents format them for print.
 */

import type { Language } from '@portal/contracts/language';

export interface Holder {
  name: string;
  /** the mailing address, printed under the name when known */
  address?: string | null;
}

export interface PolicyRef {
  policyNo: string;
  planName: string;
}

/** Who issues the documents: printed on each one, from the core's configuration (domain/insurer.ts). */
export interface Insurer {
  /** registered name */
  name: string;
  irdaiRegNo: string;
  cin: string;
  gstin: string;
  registeredOffice: string;
  /** the registered office's state: GST within it is CGST + SGST */
  state: string;
  grievanceEmail: string;
  grievancePhone: string;
}

/** GST on one premium as charged (domain/gst.ts): CGST + SGST, or IGST, on the taxable value. */
export interface GstBreakup {
  taxablePaise: number;
  taxLines: Array<{ label: string; paise: number }>;
  /** late fee, revival interest and fees: not taxed */
  chargesPaise: number;
  totalPaise: number;
  /** the customer's state GST was charged for; null when not known or abroad */
  placeOfSupply: string | null;
}

export interface Receipt {
  receiptNo: string;
  receiptDate: string;
  amountPaise: number;
  paymentMode: string;
  transactionId: string;
  /** the premium due date the payment covers */
  dueDate: string | null;
  gst: GstBreakup;
}

interface DocumentInput {
  /** the language of the page that asked for it: its words and face; English when not said */
  language?: Language;
  holder: Holder;
  insurer: Insurer;
  /** epoch ms: printed in every page's footer and kept as the file's creation date */
  generatedAt: number;
}

export interface ReceiptInput extends DocumentInput {
  policy: PolicyRef;
  receipt: Receipt;
  /** a loan repayment's split (issue 27 §5): printed instead of the premium's GST */
  loan?: { interestPaise: number; principalPaise: number; outstandingAfterPaise: number };
}

export interface PolicyDocumentInput extends DocumentInput {
  policy: PolicyRef & {
    planType: string;
    proposerName: string;
    insuredName: string;
    /** the status as customers read it, e.g. 'In Force' */
    status: string;
    commencementDate: string;
    /** null for whole-life plans */
    maturityDate: string | null;
    sumAssuredPaise: number;
    modalPremiumPaise: number;
    paymentFrequency: string;
    policyTerm: string;
    premiumPayingTerm: string;
  };
  coverages: Array<{ name: string; type: string; sumAssuredPaise: number; premiumPaise: number }>;
  nominees: Array<{ name: string; relationship: string; sharePct: number }>;
  /** the premium's GST as charged on the premium due next (or on the single premium) */
  premiumGst: GstBreakup;
}

export interface PaidCertificateInput extends DocumentInput {
  policy: PolicyRef & { insuredName: string };
  /** the start year: 2026 is 1 April 2026 to 31 March 2027 */
  financialYear: number;
  /** oldest first */
  receipts: Receipt[];
  /** the deduction's provision in the income-tax law in force for that year (domain/income-tax.ts) */
  taxDeduction: string;
}

export interface Fund {
  name: string;
  units: string;
  nav: string;
  valuePaise: number;
  allocationPct: number;
}

export interface FundStatementInput extends DocumentInput {
  kind: 'FUND_SUMMARY' | 'UNIT_STATEMENT';
  policy: PolicyRef;
  /** the day of the NAVs the values use */
  navDate: string;
  funds: Fund[];
  /** total premiums invested, when the policy tracks it */
  investedPaise: number | null;
  /** premiums received, shown on the unit statement only; newest first */
  receipts: Receipt[];
  /** top-ups and partial withdrawals, per fund, on the unit statement only; newest first (issue 27 §6) */
  movements: FundMovement[];
}

export interface FundMovement {
  day: string;
  kind: 'TOP_UP' | 'WITHDRAWAL';
  fund: string;
  /** units ×10⁴ bought (positive) or redeemed (negative), as text with four places */
  units: string;
  amountPaise: number;
}
