import type { ComplaintCategory, OmbudsmanOffice } from '@portal/contracts/complaints';
import type { FUND_STATUS } from '@portal/contracts/funds';
import type { GENDERS } from '@portal/contracts/options';
import type { KYC_STATUSES } from '@portal/contracts/user';

/** The app's own shapes. Upstream shapes are mapped to these in lib/server/data/reshape.ts. */

export type StatusTone = 'green' | 'amber' | 'raspberry' | 'grey' | 'brand';

export interface AnnuityDates {
  firstPayout: string; // ISO date
  nextPayout: string;
}

export interface Policy {
  policyNo: string;
  name: string;
  insuredName: string;
  statusCode: string;
  statusText: string;
  premiumStatus: string;
  isUlip: boolean;
  productCode: string;
  paidToDate: string | null; // ISO date
  dueDate: string | null; // ISO date
  payableAmount: number | null;
  /** the core says a premium can be paid now (due, overdue or a revival): Pay Now shows */
  payNow: boolean;
  paymentFrequency: string;
  paymentType: string;
  sumAssured: number;
  riderBenefit: number | null;
  policyTerm: string;
  premiumPayingTerm: string;
  annuity: AnnuityDates | null;
  currentValue: number | null;
  investedValue: number | null;
  gainLoss: number | null;
  returnsPercent: number | null;
  /** the core's own JSON string, handed back untouched with a premium redirection (SPEC §3) */
  selectCoverage: string;
  /** the policy's auto-pay mandate as the core reports it (issue 25 §1) */
  autoPay: AutoPayState;
  /** a request or claim on the policy is still open */
  openRequest: boolean;
}

export type AutoPayState = 'ACTIVE' | 'PAUSED' | 'NONE';

/** The next premium of one policy, as the home page lists it. */
export interface PortfolioDue {
  policyNo: string;
  policyName: string;
  amount: number;
  dueDate: string; // ISO date
  /** the policy's auto-pay will debit it */
  autoPay: boolean;
  /** it can be paid online now */
  payNow: boolean;
}

/** The home page's totals, added up by the core (getPortfolioSummary). */
export interface PortfolioSummary {
  lifeCover: number;
  inForceCount: number;
  funds: {
    currentValue: number;
    investedValue: number;
    gainLoss: number;
    returnsPercent: number;
    navDate: string; // ISO date
    policyCount: number;
  } | null;
  dues: PortfolioDue[];
}

declare const OWNED: unique symbol;

/**
 * A policy number the ownership gate (getOwnedPolicy, lib/server/data/policies.ts) found in the
 * signed-in customer's own list. Only the gate makes one, and every call to the core that names a
 * policy takes one (lib/server/data/as-customer.ts), so a path that skips the gate does not compile.
 */
export type OwnedPolicyNumber = string & { readonly [OWNED]: true };

/** One of the signed-in customer's own policies, as the gate hands it out. */
export interface OwnedPolicy extends Policy {
  policyNo: OwnedPolicyNumber;
}

export interface PolicyDetails extends Policy {
  commencementDate: string;
  maturityDate: string | null;
  modalPremium: number;
  proposerName: string;
  planType: string;
}

export interface Coverage {
  name: string;
  isRider: boolean;
  sumAssured: number;
  premium: number;
  term: string;
  status: string;
}

export interface Nominee {
  name: string;
  relationship: string;
  sharePercent: number;
  dateOfBirth: string | null;
  appointeeName: string | null;
}

export interface FundHolding {
  code: string;
  name: string;
  /** kept as the core's decimal string so no precision is lost (SPEC §9: NAV up to 100 decimals) */
  units: string;
  nav: string;
  value: number;
  valuePercent: number;
  allocationPercent: number;
}

export interface FundHoldings {
  funds: FundHolding[];
  navDate: string; // ISO date
  totalValue: number;
}

/** One row of the core's fund switch summary, as step 3 shows it. */
export interface FundSummaryRow {
  fundName: string;
  /** the core's decimal string, kept exact */
  currentUnits: string;
  currentPercent: number;
  newPercent: number;
  status: (typeof FUND_STATUS)[number];
}

export interface Customer {
  clientId: string;
  firstName: string;
  surname: string;
  fullName: string;
  initials: string;
  profilePic: string | null;
  lastLogin: string | null; // ISO date-time, IST wall clock
  email: string | null;
  mobile: string;
  goGreen: boolean;
}

/** What the shell and the greeting show of the customer; kept in the session from sign-in (lib/session-rules.ts). */
export type ShellCustomer = Pick<Customer, 'firstName' | 'fullName' | 'initials' | 'profilePic' | 'lastLogin'>;

export type KycStatus = (typeof KYC_STATUSES)[number];

/** What /manage-profile shows. Every identifier is masked already (lib/masking.ts), on the server. */
export interface Profile {
  /** title, first, middle and last name as the core holds them */
  fullName: string;
  dateOfBirth: string | null; // ISO date
  gender: (typeof GENDERS)[number] | null;
  mobile: string;
  email: string | null;
  alternateEmail: string | null;
  permanentAddress: string | null;
  correspondenceAddress: string | null;
  aadhaar: string | null;
  pan: string | null;
  panVerified: boolean;
  goGreen: boolean;
  kycStatus: KycStatus | null;
}

export interface Banner {
  id: string;
  title: string;
  text: string;
  link: { text: string; url: string } | null;
}

export interface PaymentReceipt {
  receiptNumber: string;
  /** ISO YYYY-MM-DD, or null when the core sent a date that does not exist */
  receiptDate: string | null;
  amount: number;
  transactionId: string;
  paymentMode: string;
}

/** REQUEST: a flow's own ticket; QUERY: the New Service Request form; CLAIM; MANDATE: a registered auto-pay; COMPLAINT. */
export type ServiceRequestCategory = 'REQUEST' | 'QUERY' | 'CLAIM' | 'MANDATE' | 'COMPLAINT';

/** What a complaint's line adds: its category, the insurer's reply, and the escalation path when it is open to the customer. */
export interface ComplaintSummary {
  category: ComplaintCategory;
  reply: string | null;
  /** past its resolution day while open, or rejected */
  escalate: boolean;
  /** the state of the customer's address on record, when known */
  state: string | null;
  ombudsman: OmbudsmanOffice[];
}

export interface ServiceRequestEvent {
  status: string;
  /** ISO-like local IST `YYYY-MM-DDTHH:mm:ss`, or null when the core sent no real time */
  at: string | null;
  /** the SMS / email the customer got at this step ('' when none) */
  message: string;
}

/** One line of the tracker (track/service/request); the first four fields are SPEC §3's ServiceRequest. */
export interface ServiceRequestSummary {
  /** 8 digits; a mandate's UMRN */
  srNumber: string;
  /** the core's subject: the request's identity, which the portal may match */
  subject: string;
  /** the subject in the page's language, as the customer reads it */
  title: string;
  policyNo: string | null;
  status: string;
  category: ServiceRequestCategory;
  /** the query type's label, or the claim type; null otherwise */
  queryType: string | null;
  /** ISO dates (null when the core sent none or an impossible one) */
  raisedOn: string | null;
  dueDate: string | null;
  /** days left to the promised day while open, negative when late; null once final */
  daysLeft: number | null;
  isOpen: boolean;
  /** what the back office is waiting for the customer to upload */
  documentAsk: string | null;
  /** oldest first, as the core lists it */
  timeline: ServiceRequestEvent[];
  /** a complaint's own part; undefined or null for anything else */
  complaint?: ComplaintSummary | null;
}
