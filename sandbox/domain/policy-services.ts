import { CODES, policyServices as contract } from '@portal/contracts';
import { type BankAccountRow, bankAccountOf } from '../store/bank-accounts';
import type { Db } from '../store/db';
import { insertPolicyLoan } from '../store/policy-loans';
import type { PolicyRow } from '../store/policies';
import { BANK_ACCOUNT_MESSAGES } from './bank-account-rules';
import { raiseChangeRequest } from './change-requests';
import { fail, type Failure } from './failure';
import { dmy, inr } from './format';
import { fundHoldings } from './policy-view';
import {
  completedYears,
  type FrequencyName,
  frequencyName,
  frequencyOptions,
  frequencyRefusal,
  loanOwed,
  loanQuote,
  type LoanQuote,
  MIN_LOAN_PAISE,
  nextAnniversary,
  revival,
  surrenderRefusal,
  traditionalSurrender,
  ulipCharge,
} from './policy-values';
import { say } from './messages';
import { duplicateOf } from './service-requests';
import { premiumsPaidPaise } from './ledger';

/**
 * Policy services on one policy (issue 10 §1): which apply, the surrender value with its parts,
 * and the requests a loan or a frequency change raises. The figures come from policy-values.ts;
 * this file reads the database around them (fund values, the bank account, open requests).
 */
type Code = contract.ServiceCode;

export function servicesOf(db: Db, p: PolicyRow, today: string) {
  const why: Record<Code, string | null> = {
    LOAN: loanQuote(p, today, premiumsPaidPaise(db, p.id)).reason,
    // Repaid on a page of its own (loan-repayment.ts), whenever something is owed, whatever else holds.
    LOAN_REPAYMENT: loanOwed(p, today).totalPaise > 0 ? null : say('en', 'loanRepayment.noLoan'),
    SURRENDER_VALUE: surrenderRefusal(p, today),
    REINSTATEMENT: revival(p, today).reason,
    CHANGE_FREQUENCY: frequencyRefusal(p),
  };
  return contract.SERVICE_CODES.map((code) => ({
    code,
    label: contract.SERVICE_LABELS[code],
    available: why[code] === null,
    reason: why[code],
  }));
}

export const maskAccount = (account: string) => `${'X'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;

export const bankAccountView = (b: BankAccountRow) => ({
  accountHolderName: b.holder_name,
  bankName: b.bank_name,
  maskedAccountNumber: maskAccount(b.account_number),
  ifsc: b.ifsc,
});

export const NO_BANK_ACCOUNT = 'We do not have a bank account on record for you. Please contact us to register one.';

export function bankOnRecord(db: Db, customerId: number): { ok: true; account: BankAccountRow } | Failure {
  const account = bankAccountOf(db, customerId);
  if (!account) return fail(CODES.BAD_REQUEST, NO_BANK_ACCOUNT);
  // A payout into a closed account would only come back (issue 27 §4): a new one must be registered first.
  return account.closed_on ? fail(CODES.BAD_REQUEST, BANK_ACCOUNT_MESSAGES.payoutClosed) : { ok: true, account };
}

/** An amount the customer may borrow now, with the quote it was checked against; LOAN_MESSAGES otherwise. */
export function checkLoanAmount(
  p: PolicyRow,
  amountPaise: number | null,
  today: string,
  /** the premium ledger's sum (policy-values.ts traditionalSurrender) */
  paidPaise?: number,
): { ok: true; quote: LoanQuote } | Failure {
  const quote = loanQuote(p, today, paidPaise);
  if (!quote.eligible) return fail(CODES.BAD_REQUEST, quote.reason ?? contract.LOAN_MESSAGES.notEligible);
  if (amountPaise === null || amountPaise <= 0) return fail(CODES.BAD_REQUEST, contract.LOAN_MESSAGES.enterAmount);
  if (amountPaise < MIN_LOAN_PAISE) return fail(CODES.BAD_REQUEST, contract.LOAN_MESSAGES.belowMinimum);
  if (amountPaise > quote.eligiblePaise) {
    return fail(CODES.BAD_REQUEST, contract.LOAN_MESSAGES.aboveEligible(`₹${inr(quote.eligiblePaise)}`));
  }
  return { ok: true, quote };
}

export const loanDuplicate = (db: Db, customerId: number, p: PolicyRow) =>
  duplicateOf(db, { customerId, policyId: p.id, subject: contract.SERVICE_SUBJECTS.LOAN });

/** Raises 'Policy Loan Request': approved by the back office, the amount is paid out and owed on the policy. */
export function raiseLoan(
  db: Db,
  a: { customerId: number; policy: PolicyRow; amountPaise: number; quote: LoanQuote; account: BankAccountRow; now: number },
): { ok: true; srNumber: string } | Failure {
  return db.transaction(() => {
    const raised = raiseChangeRequest(db, {
      customerId: a.customerId,
      policyId: a.policy.id,
      subject: contract.SERVICE_SUBJECTS.LOAN,
      now: a.now,
      description:
        `Loan of ₹${inr(a.amountPaise)} at ${a.quote.interestBp / 100}% a year, to be paid into ` +
        `${a.account.bank_name} account ${maskAccount(a.account.account_number)}`,
      change: { kind: 'POLICY_LOAN', payload: { policyId: a.policy.id, amountPaise: a.amountPaise } },
    });
    if (raised.ok) {
      insertPolicyLoan(db, {
        srNumber: raised.srNumber,
        policyId: a.policy.id,
        amountPaise: a.amountPaise,
        interestBp: a.quote.interestBp,
        now: a.now,
      });
    }
    return raised;
  })();
}

export interface SurrenderView {
  eligible: boolean;
  reason: string | null;
  basis: 'GSV' | 'SSV' | 'FUND_VALUE' | null;
  surrenderPaise: number;
  premiumsPaidPaise: number;
  gsvPaise: number | null;
  ssvPaise: number | null;
  bonusPaise: number | null;
  components: Array<{ code: string; label: string; paise: number }>;
  givesUp: string[];
  howToProceed: string[];
}

const HOW_TO_PROCEED = [
  'Visit any of our branches with the surrender form, your policy document, a photo identity proof and a cancelled cheque.',
  'Or raise a service request (Policy Servicing) and we will send you the form to sign.',
  'The surrender value is paid into your bank account on record within 7 days of the signed form.',
];

/** The value as on today with its parts, which add up to it (an outstanding loan is taken off). */
export function surrenderView(db: Db, p: PolicyRow, today: string): SurrenderView {
  const reason = surrenderRefusal(p, today);
  const loan = loanOwed(p, today).totalPaise;
  const lessLoan = loan > 0 ? [{ code: 'LOAN', label: 'Less outstanding loan', paise: -loan }] : [];
  // Where the money would go: a closed account on record is said before the customer signs anything.
  const payout = bankAccountOf(db, p.owner_id)?.closed_on ? [BANK_ACCOUNT_MESSAGES.payoutClosed] : [];
  const cover = `Life cover of ₹${inr(p.sum_assured_paise)} ends on the day of surrender, with any riders.`;
  if (reason) {
    return {
      eligible: false,
      reason,
      basis: null,
      surrenderPaise: 0,
      premiumsPaidPaise: 0,
      gsvPaise: null,
      ssvPaise: null,
      bonusPaise: null,
      components: [],
      givesUp: [],
      howToProceed: [],
    };
  }
  if (p.is_ulip === 1) {
    const fund = Number(fundHoldings(db, p.id).totalPaise);
    const charge = ulipCharge(p, fund, today);
    const components = [
      { code: 'FUND_VALUE', label: 'Fund value', paise: fund },
      ...(charge > 0 ? [{ code: 'DISCONTINUANCE_CHARGE', label: 'Less discontinuance charge', paise: -charge }] : []),
      ...lessLoan,
    ];
    const lockIn = completedYears(p, today) < 5;
    return {
      eligible: true,
      reason: null,
      basis: 'FUND_VALUE',
      surrenderPaise: Math.max(0, fund - charge - loan),
      premiumsPaidPaise: premiumsPaidPaise(db, p.id),
      gsvPaise: null,
      ssvPaise: null,
      bonusPaise: null,
      components,
      givesUp: [cover, 'Your units are sold at the NAV of the day the request is processed; future market gains are given up.'],
      howToProceed: lockIn
        ? [
            ...HOW_TO_PROCEED.slice(0, 2),
            'Within the 5-year lock-in the value moves to the discontinued policy fund and is paid at the end of the fifth policy year.',
            ...payout,
          ]
        : [...HOW_TO_PROCEED, ...payout],
    };
  }
  const s = traditionalSurrender(p, today, premiumsPaidPaise(db, p.id));
  const components =
    s.basis === 'GSV'
      ? [{ code: 'GSV', label: `Guaranteed surrender value (${s.gsvPercent}% of premiums paid)`, paise: s.gsvPaise }]
      : [
          {
            code: 'PAID_UP_VALUE',
            label: 'Paid-up sum assured, discounted to today',
            paise: s.ssvPaise - discounted(s.bonusPaise, s.discountE6),
          },
          { code: 'BONUS', label: 'Bonuses accrued, discounted to today', paise: discounted(s.bonusPaise, s.discountE6) },
        ];
  return {
    eligible: true,
    reason: null,
    basis: s.basis,
    surrenderPaise: Math.max(0, s.grossPaise - loan),
    premiumsPaidPaise: s.premiumsPaidPaise,
    gsvPaise: s.gsvPaise,
    ssvPaise: s.ssvPaise,
    bonusPaise: s.bonusPaise,
    components: [...components, ...lessLoan],
    givesUp: [
      cover,
      p.maturity_date
        ? `The maturity benefit due on ${dmy(p.maturity_date)} and bonuses not yet declared.`
        : 'Bonuses not yet declared.',
      'A surrendered policy cannot be reinstated.',
    ],
    howToProceed: [...HOW_TO_PROCEED, ...payout],
  };
}

const discounted = (paise: number, discountE6: number) => Math.round((paise * discountE6) / 1_000_000);

/** The frequency list of frequencyBilling, and when a change would start. */
export function frequencyView(p: PolicyRow, today: string) {
  const reason = frequencyRefusal(p);
  return {
    eligible: reason === null,
    reason,
    options: reason ? [] : frequencyOptions(p),
    effectiveFrom: reason ? null : nextAnniversary(p, today),
  };
}

/** Raises 'Premium Frequency Change Request'; approved, the new instalment replaces the old. */
export function raiseFrequencyChange(
  db: Db,
  a: { customerId: number; policy: PolicyRow; frequency: FrequencyName; now: number; today: string },
): { ok: true; srNumber: string } | Failure {
  const reason = frequencyRefusal(a.policy);
  if (reason) return fail(CODES.BAD_REQUEST, reason);
  if (frequencyName(a.policy.payment_frequency) === a.frequency) {
    return fail(CODES.BAD_REQUEST, `Your premium is already paid ${a.frequency.toLowerCase()}. Please choose another frequency.`);
  }
  const option = frequencyOptions(a.policy).find((o) => o.frequency === a.frequency);
  if (!option) return fail(CODES.BAD_REQUEST, reason ?? 'This frequency is not offered on this policy.');
  return raiseChangeRequest(db, {
    customerId: a.customerId,
    policyId: a.policy.id,
    subject: contract.SERVICE_SUBJECTS.CHANGE_FREQUENCY,
    now: a.now,
    description:
      `From ${a.policy.payment_frequency} to ${a.frequency}: ₹${inr(option.modalPaise)} per instalment, ` +
      `from the policy anniversary on ${dmy(nextAnniversary(a.policy, a.today))}`,
    change: { kind: 'FREQUENCY', payload: { policyId: a.policy.id, frequency: a.frequency, modalPaise: option.modalPaise } },
  });
}
