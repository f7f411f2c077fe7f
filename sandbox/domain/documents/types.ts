/**
 * What the caller hands in to render a document: plain values mapped from its
 * rows. Days are ISO calendar days ('YYYY-MM-DD'), amounts integer paise,
 * units and NAVs decimal strings; the documents format them for print.
 */

export interface Holder {
  name: string;
  /** the mailing address, printed under the name when known */
  address?: string | null;
}

export interface PolicyRef {
  policyNo: string;
  planName: string;
}

export interface Receipt {
  receiptNo: string;
  receiptDate: string;
  amountPaise: number;
  paymentMode: string;
  transactionId: string;
  /** the premium due date the payment covers */
  dueDate: string | null;
}

interface DocumentInput {
  holder: Holder;
  /** epoch ms: printed in every page's footer and kept as the file's creation date */
  generatedAt: number;
}

export interface ReceiptInput extends DocumentInput {
  policy: PolicyRef;
  receipt: Receipt;
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
}

export interface PaidCertificateInput extends DocumentInput {
  policy: PolicyRef & { insuredName: string };
  /** the start year: 2026 is 1 April 2026 to 31 March 2027 */
  financialYear: number;
  /** oldest first */
  receipts: Receipt[];
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
}
