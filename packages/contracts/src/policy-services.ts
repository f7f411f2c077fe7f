import { z } from 'zod';
import { coreDate, decimalString as num, defineCall, policyNumber, serviceRequestNumber } from './define';

/**
 * Policy services (issue 10 §1): loan, surrender value, reinstatement, premium frequency and
 * unclaimed amounts. The core computes every figure from the policy's own data and decides which
 * services a policy offers (getPolicyServices); the portal shows what it is told. Amounts are
 * rupees with 2 decimals, dates DD/MM/YYYY. Every request raised here is a service request in
 * track/service/request. Formulas and subjects: sandbox/README.md "Policy services".
 */
const P = '/policy/api/v1';
const U = '/usermgmt/api/v1';

const caller = { sessionId: z.string().min(1), clientId: z.string().min(1) };
const onPolicy = z.object({ ...caller, policyNumber });
const raised = z.object({ serviceRequestId: serviceRequestNumber });
/** One line of a figure's make-up; `amount` is negative for what is taken off (an outstanding loan). */
const amountLine = z.object({ code: z.string(), label: z.string(), amount: num });

export const SERVICE_CODES = ['LOAN', 'LOAN_REPAYMENT', 'SURRENDER_VALUE', 'REINSTATEMENT', 'CHANGE_FREQUENCY'] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];
export const SERVICE_LABELS: Record<ServiceCode, string> = {
  LOAN: 'Loan',
  LOAN_REPAYMENT: 'Loan Repayment',
  SURRENDER_VALUE: 'Surrender Value',
  REINSTATEMENT: 'Reinstatement',
  CHANGE_FREQUENCY: 'Change Premium Frequency',
};
export { SERVICE_SUBJECTS } from './service-subjects';

/**
 * Which services each policy offers. With `policyNumber`: that policy only (404 when not the
 * caller's); without: every policy in the customer's list, in its order. Each service is listed with `available` and, when not, the reason in words (for a tooltip or none at all).
 */
export const getPolicyServices = defineCall({
  method: 'POST',
  path: `${P}/policyServices`,
  auth: true,
  request: z.object({ sessionId: z.string().min(1), policyNumber: policyNumber.optional() }),
  data: z.array(
    z.object({
      policyNumber,
      policyName: z.string(),
      policyStatus: z.string(),
      services: z.array(
        z.object({ code: z.enum(SERVICE_CODES), label: z.string(), available: z.boolean(), reason: z.string().nullable() }),
      ),
    }),
  ),
});

// ─── Loan ────────────────────────────────────────────────────────────────────────────────────

export const MIN_LOAN_RUPEES = 1000;
/**
 * The core's words for the amount's rule (it always checks; the dispatcher words them in the call's
 * language). The portal checks the same rule as the customer types, worded from its own catalogue
 * (policyDetails.loan.errors), which tests/unit/policy-services.test.ts holds to these. `max` is '₹1,23,456.00'.
 */
export const LOAN_MESSAGES = {
  enterAmount: 'Please enter the loan amount',
  belowMinimum: 'The minimum loan amount is ₹1,000.',
  aboveEligible: (max: string) => `The loan amount cannot be more than your eligible amount of ${max}.`,
  notEligible: 'A loan is available only on a traditional plan that is in force and has a surrender value.',
} as const;

const loanFigures = z.object({
  policyNumber,
  /** false: `reason` says why, and the amounts are '0.00' */
  eligible: z.boolean(),
  reason: z.string().nullable(),
  asOn: coreDate,
  surrenderValue: num,
  /** LOAN_TO_SURRENDER_PERCENT of the surrender value */
  maxLoanAmount: num,
  outstandingLoan: num,
  /** what may still be borrowed: maxLoanAmount − outstandingLoan, whole rupees, never below 0 */
  eligibleAmount: num,
  /** percent a year, simple, e.g. '9.50' */
  interestRate: num,
  minimumAmount: num,
});

/** loanDetails: eligible amount, outstanding loan, interest rate, eligibility and reason. */
export const loanDetails = defineCall({
  method: 'POST',
  path: `${P}/loanDetails`,
  auth: true,
  request: onPolicy,
  data: loanFigures,
});

/** The bank account on record that a loan (or an unclaimed amount) is paid into, masked by the core. */
export const bankAccountOnRecord = z.object({
  accountHolderName: z.string(),
  bankName: z.string(),
  /** 'XXXXXXXXXX7891': all but the last 4 digits hidden */
  maskedAccountNumber: z.string(),
  ifsc: z.string(),
});
export const getLoanBankDetails = defineCall({
  method: 'POST',
  path: `${P}/getLoanBankDetails`,
  auth: true,
  request: onPolicy,
  data: bankAccountOnRecord,
});

/**
 * requestLoanAmount: checks an amount before the OTP (400 with LOAN_MESSAGES: not eligible, below
 * the minimum, above the eligible amount naming it; 'You have already raised this request.' while a
 * loan request on the policy is open) and answers what the customer confirms. Then generateSrOtp /
 * validateSrOtp with srRequestType POLICY_LOAN, then srPolicyLoan.
 */
export const requestLoanAmount = defineCall({
  method: 'POST',
  path: `${P}/requestLoanAmount`,
  auth: true,
  request: onPolicy.extend({ amount: num }),
  data: z.object({
    policyNumber,
    amount: num,
    interestRate: num,
    eligibleAmount: num,
    bankAccount: bankAccountOnRecord,
  }),
});

/** srPolicyLoan: the same checks, then the POLICY_LOAN srRequestToken; raises 'Policy Loan Request'. */
export const srPolicyLoan = defineCall({
  method: 'POST',
  path: `${P}/srPolicyLoan`,
  auth: true,
  request: onPolicy.extend({ amount: num, srRequestToken: z.string().min(1) }),
  data: raised,
});

/** getPolicyLoanEnquiry: the loans on a policy (requested and disbursed) and what is owed. */
export const getPolicyLoanEnquiry = defineCall({
  method: 'POST',
  path: `${P}/getPolicyLoanEnquiry`,
  auth: true,
  request: onPolicy,
  data: z.object({
    policyNumber,
    outstandingLoan: num,
    interestRate: num,
    loans: z.array(
      z.object({
        srNumber: serviceRequestNumber,
        amount: num,
        /** the request's status: Open, In Progress, Closed (disbursed), Rejected */
        status: z.string(),
        requestedOn: coreDate,
      }),
    ),
  }),
});

// ─── Surrender ───────────────────────────────────────────────────────────────────────────────

/**
 * surrenderDetails: the value as on today with its parts (guaranteed and special surrender values,
 * bonuses, fund value, charges, less any outstanding loan), which basis gave it, what the customer
 * gives up and how to proceed. Term plans and annuities have none (`eligible` false with the reason).
 */
export const surrenderDetails = defineCall({
  method: 'POST',
  path: `${P}/surrenderDetails`,
  auth: true,
  request: onPolicy,
  data: z.object({
    policyNumber,
    eligible: z.boolean(),
    reason: z.string().nullable(),
    asOn: coreDate,
    /** what would be paid today: never below 0 */
    surrenderValue: num,
    /** GSV or SSV (traditional: the higher), FUND_VALUE (ULIP) */
    basis: z.enum(['GSV', 'SSV', 'FUND_VALUE']).nullable(),
    premiumsPaid: num,
    /** traditional plans: both bases and the bonus accrued (null on a ULIP or when not eligible) */
    guaranteedSurrenderValue: num.nullable(),
    specialSurrenderValue: num.nullable(),
    bonuses: num.nullable(),
    /** the lines that add up to surrenderValue: the chosen basis's parts, then 'Less outstanding loan' */
    components: z.array(amountLine),
    givesUp: z.array(z.string()),
    howToProceed: z.array(z.string()),
  }),
});

// ─── Reinstatement ───────────────────────────────────────────────────────────────────────────

/**
 * reinstatement/enquiry (SPEC §7 puts it under the user service): the revival amount of a lapsed
 * policy (overdue premiums with their tax, interest, late fee) and whether the lapse is short
 * enough to reinstate by paying (`canPayOnline`) or needs a declaration of good health
 * (`needsHealthDeclaration`, then raiseReinstatementRequest).
 */
export const reinstatementEnquiry = defineCall({
  method: 'POST',
  path: `${U}/reinstatement/enquiry`,
  auth: true,
  request: onPolicy,
  data: z.object({
    policyNumber,
    eligible: z.boolean(),
    reason: z.string().nullable(),
    asOn: coreDate,
    /** the first unpaid premium's due date */
    lapsedSince: coreDate.nullable(),
    daysLapsed: z.number().int().nonnegative(),
    overduePremiums: z.number().int().nonnegative(),
    /** OVERDUE_PREMIUMS, TAX, INTEREST, LATE_FEE */
    lines: z.array(amountLine),
    totalAmount: num,
    interestRate: num,
    needsHealthDeclaration: z.boolean(),
    canPayOnline: z.boolean(),
    /** what the customer is told to do next, in words */
    note: z.string(),
  }),
});

/**
 * Pay & Reinstate: an order for the revival amount through the premium gateway and ledger. The
 * payer comes back to `returnUrl` with ?transactionId=…; premium.paymentStatus answers for it, and
 * on SUCCESS the policy is In Force (IF) again with its receipt. `amount` must equal the enquiry's
 * totalAmount (else 400 'The premium amount has changed. Please review it and pay again.').
 */
export const createReinstatementOrder = defineCall({
  method: 'POST',
  path: `${P}/reinstatement/create/order`,
  auth: true,
  request: z.object({ ...caller, policyNo: policyNumber, amount: num, returnUrl: z.url() }),
  data: z.object({ transactionId: z.string(), redirectionLink: z.url() }),
});

/** A lapse too long to pay online: raises 'Policy Reinstatement Request' with the customer's declaration. */
export const raiseReinstatementRequest = defineCall({
  method: 'POST',
  path: `${P}/reinstatement/request`,
  auth: true,
  request: onPolicy.extend({ declarationAccepted: z.literal(true) }),
  data: raised,
});

// ─── Premium frequency ───────────────────────────────────────────────────────────────────────

export const FREQUENCIES = ['Annual', 'Half-Yearly', 'Quarterly', 'Monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** frequencyBilling: the frequencies on offer with the premium for each (modal factors: sandbox/README.md). */
export const frequencyBilling = defineCall({
  method: 'POST',
  path: `${P}/frequencyBilling`,
  auth: true,
  request: onPolicy,
  data: z.object({
    policyNumber,
    eligible: z.boolean(),
    reason: z.string().nullable(),
    currentFrequency: z.string(),
    /** when a change would take effect: the next policy anniversary */
    effectiveFrom: coreDate.nullable(),
    options: z.array(
      z.object({
        frequency: z.enum(FREQUENCIES),
        modalFactor: num,
        /** each instalment, before tax */
        modalPremium: num,
        /** modalPremium × instalments a year */
        annualPremium: num,
        current: z.boolean(),
      }),
    ),
  }),
});

/** changePolicyFrequency: raises 'Premium Frequency Change Request' (400 for the current one or a policy that offers none). */
export const changePolicyFrequency = defineCall({
  method: 'POST',
  path: `${P}/changePolicyFrequency`,
  auth: true,
  request: onPolicy.extend({ newFrequency: z.enum(FREQUENCIES) }),
  data: raised,
});

// ─── Unclaimed amounts ───────────────────────────────────────────────────────────────────────

export const unclaimedAmount = z.object({
  /** 'UCA' + 10 digits */
  id: z.string(),
  policyNumber,
  policyName: z.string(),
  /** 'Maturity Benefit', 'Survival Benefit', 'Refund of Premium' */
  kind: z.string(),
  amount: num,
  /** when it fell due */
  dueSince: coreDate,
  /** why it is unclaimed: 'Payment returned by the bank (account closed)' */
  reason: z.string(),
  status: z.enum(['Unclaimed', 'Claim Requested', 'Paid']),
  /** the claim's request while there is one */
  srNumber: serviceRequestNumber.nullable(),
  howToClaim: z.array(z.string()),
  /** the account a claim is paid into: the customer's bank account on record */
  payTo: bankAccountOnRecord.nullable(),
});

/** unclaimedAmounts: the customer's unclaimed amounts (any policy of theirs, matured ones too). */
export const unclaimedAmounts = defineCall({
  method: 'POST',
  path: `${P}/unclaimedAmounts`,
  auth: true,
  request: z.object({ sessionId: z.string().min(1) }),
  data: z.array(unclaimedAmount),
});

/**
 * Claims one unclaimed amount into the bank account on record (`payTo`); raises 'Unclaimed Amount Claim Request'. 404 'Unclaimed
 * amount not found.' for another customer's or an unknown id; 400 duplicate while one is open.
 */
export const claimUnclaimedAmount = defineCall({
  method: 'POST',
  path: `${P}/unclaimedAmounts/claim`,
  auth: true,
  request: z.object({ ...caller, id: z.string().regex(/^UCA\d{10}$/) }),
  data: raised,
});
