import { describe, expect, it } from 'vitest';
import { FREQUENCIES, LOAN_MESSAGES } from '@portal/contracts/policy-services';
import {
  frequencyKey,
  loanAmountIssue,
  loanAmountSchema,
  loanRequestSchema,
  type LoanLimit,
} from '@/features/policy-details/services/service-schemas';
import { isMessageKey } from '@/lib/i18n/message-key';
import en from '../../messages/en.json';
import hi from '../../messages/hi.json';
import { say } from '../../sandbox/domain/messages';
import { english } from './english-text';
import { reshapeLoan, reshapeOffers, reshapeReinstatement, reshapeSurrender } from '@/lib/server/data/policy-services-reshape';
import { checkLoanAmount } from '../../sandbox/domain/policy-services';
import { loanQuote } from '../../sandbox/domain/policy-values';
import type { PolicyRow } from '../../sandbox/store/policies';

/** A message as an English page words it: a catalogue key in SPEC's words, anything else as it is. */
const worded = (message: string | null | undefined) => (message && isMessageKey(message) ? english(message) : message);
const limit = (eligible: number): LoanLimit => ({
  eligible,
  aboveEligible: (max) => english('policyDetails.loan.errors.aboveEligible').replace('{max}', max),
});
const firstMessage = (schema: ReturnType<typeof loanAmountSchema>, amount: unknown) =>
  worded(schema.safeParse({ policyNo: '20000003', amount }).error?.issues[0]?.message);

describe('the frequency the customer pays, in a sentence', () => {
  it("reads 'You now pay annually.', not 'annual'", () => {
    const how = (f: string) => english(`policyDetails.frequency.how.${frequencyKey(f)}`);
    expect(FREQUENCIES.map((f) => english('policyDetails.frequency.now').replace('{how}', how(f)))).toEqual(
      ['You now pay annually.', 'You now pay half-yearly.', 'You now pay quarterly.', 'You now pay monthly.'].map(
        (s) => `${s} Premiums are before tax.`,
      ),
    );
    expect(frequencyKey('Fortnightly')).toBeNull();
  });
});

describe('the loan amount as the customer types it', () => {
  const schema = loanAmountSchema(limit(123456));

  it('refuses an amount above the eligible amount, naming the maximum with Indian grouping', () => {
    expect(firstMessage(schema, '123457')).toBe('The loan amount cannot be more than your eligible amount of ₹1,23,456.00.');
    expect(firstMessage(schema, '123456.01')).toBe(LOAN_MESSAGES.aboveEligible('₹1,23,456.00'));
  });

  it('asks for an amount, and at least the minimum', () => {
    expect(firstMessage(schema, '')).toBe(LOAN_MESSAGES.enterAmount);
    expect(firstMessage(schema, 'fifty')).toBe(LOAN_MESSAGES.enterAmount);
    expect(firstMessage(schema, '12.345')).toBe(LOAN_MESSAGES.enterAmount);
    expect(firstMessage(schema, '999')).toBe(LOAN_MESSAGES.belowMinimum);
  });

  it('takes the eligible amount itself, grouped or not, as the core’s 2-decimal string', () => {
    expect(schema.parse({ policyNo: '20000003', amount: '1,23,456' }).amount).toBe('123456.00');
    expect(schema.parse({ policyNo: '20000003', amount: '₹ 50000.5' }).amount).toBe('50000.50');
  });

  it('leaves the maximum to the core where the screen did not know it (the action)', () => {
    expect(loanAmountSchema().safeParse({ policyNo: '20000003', amount: '9999999' }).success).toBe(true);
    expect(loanRequestSchema.safeParse({ policyNo: '20000003', amount: '5000', srRequestToken: '' }).success).toBe(false);
    expect(loanRequestSchema.safeParse({ policyNo: '2000003', amount: '5000', srRequestToken: 't' }).success).toBe(false);
  });
});

// The core enforces the amount's rules; the portal copies them only to answer as the customer types.
describe('the portal’s copy of the core’s loan amount rule', () => {
  const today = '2026-11-23';
  const endowment = {
    id: 1,
    policy_no: '20000003',
    owner_id: 1,
    product_code: 'ASP',
    product_name: 'Assured Savings Plan',
    plan_type: 'Endowment',
    is_ulip: 0,
    insured_name: 'A',
    proposer_name: 'A',
    status_code: 'IF',
    premium_status: 'Premium Paid',
    payment_frequency: 'Annual',
    payment_type: 'cash',
    commencement_date: '2019-09-01',
    maturity_date: '2039-09-01',
    paid_to_date: '2027-09-01',
    prem_due: '2027-09-01',
    modal_premium_paise: 5_000_000,
    payable_paise: 5_000_000,
    sum_assured_paise: 60_000_000,
    rider_benefit_paise: null,
    policy_term: '20 Years',
    prem_pay_term: '12 Years',
    invested_paise: null,
    first_annuity_date: null,
    next_annuity_date: null,
    loan_outstanding_paise: 2_500_000,
    loan_interest_from: null,
  } satisfies PolicyRow;

  it('agrees with the core on every amount around the limits', () => {
    const quote = loanQuote(endowment, today);
    expect(quote.eligible).toBe(true);
    const eligible = quote.eligiblePaise / 100;
    const amounts = [
      '0',
      '0.5',
      '999.99',
      '1000',
      '1000.01',
      '25000',
      String(eligible - 1),
      String(eligible),
      `${eligible}.01`,
      String(eligible + 1),
      '99999999',
    ];
    for (const amount of amounts) {
      const core = checkLoanAmount(endowment, Math.round(Number(amount) * 100), today);
      expect(worded(loanAmountIssue(amount, limit(eligible))), amount).toBe(core.ok ? null : core.message);
    }
  });
});

describe('the loan amount’s messages in each language', () => {
  it('are the core’s own words, in English and in Hindi', () => {
    const portal = (catalogue: typeof en | typeof hi) => catalogue.policyDetails.loan.errors;
    expect(portal(en)).toEqual({
      enterAmount: LOAN_MESSAGES.enterAmount,
      belowMinimum: LOAN_MESSAGES.belowMinimum,
      aboveEligible: LOAN_MESSAGES.aboveEligible('{max}'),
    });
    expect(portal(hi)).toEqual({
      enterAmount: say('hi', 'services.enterAmount'),
      belowMinimum: say('hi', 'services.belowMinimum'),
      aboveEligible: say('hi', 'services.aboveEligible'),
    });
  });
});

describe('reshaping the policy-service answers', () => {
  it('keeps only the services the core says apply', () => {
    const services = [
      { code: 'LOAN' as const, label: 'Loan', available: false, reason: 'A loan is not available on a term plan.' },
      { code: 'CHANGE_FREQUENCY' as const, label: 'Change Premium Frequency', available: true, reason: null },
    ];
    expect(reshapeOffers(services)).toEqual([{ code: 'CHANGE_FREQUENCY', label: 'Change Premium Frequency' }]);
  });

  it('reads amounts as numbers, dates as ISO and the bank account as the core masked it', () => {
    const loan = reshapeLoan(
      {
        policyNumber: '20000003',
        eligible: true,
        reason: null,
        asOn: '23/11/2026',
        surrenderValue: '200000.00',
        maxLoanAmount: '180000.00',
        outstandingLoan: '25000.00',
        eligibleAmount: '155000.00',
        interestRate: '9.00',
        minimumAmount: '1000.00',
      },
      { accountHolderName: 'Aarav Sharma', bankName: 'HDFC Bank', maskedAccountNumber: 'XXXXXXXX7891', ifsc: 'HDFC0000123' },
    );
    expect(loan).toMatchObject({ asOn: '2026-11-23', eligibleAmount: 155000, outstandingLoan: 25000, interestRate: 9 });
    expect(loan.bankAccount).toEqual({
      holderName: 'Aarav Sharma',
      bankName: 'HDFC Bank',
      accountNumber: 'XXXXXXXX7891',
      ifsc: 'HDFC0000123',
    });
    expect(reshapeLoan({ ...loanBase, eligible: false }, null).bankAccount).toBeNull();
  });

  it('names the surrender basis and keeps the parts that add up to the value', () => {
    const s = reshapeSurrender({
      policyNumber: '20000003',
      eligible: true,
      reason: null,
      asOn: '23/11/2026',
      surrenderValue: '175000.00',
      basis: 'SSV',
      premiumsPaid: '400000.00',
      guaranteedSurrenderValue: '150000.00',
      specialSurrenderValue: '200000.00',
      bonuses: '50000.00',
      components: [
        { code: 'PAID_UP_VALUE', label: 'Paid-up sum assured, discounted to today', amount: '160000.00' },
        { code: 'BONUS', label: 'Bonuses accrued, discounted to today', amount: '40000.00' },
        { code: 'LOAN', label: 'Less outstanding loan', amount: '-25000.00' },
      ],
      givesUp: ['Life cover'],
      howToProceed: ['Visit a branch'],
    });
    expect(s.basis).toBe('SSV');
    expect(english('policyDetails.surrender.basis').replace('{basis}', english(`policyDetails.surrender.bases.${s.basis}`))).toBe(
      'Worked out as the special surrender value.',
    );
    expect(s.parts.reduce((sum, p) => sum + p.amount, 0)).toBe(s.surrenderValue);
  });

  it('reads the revival amount and whether it can be paid online', () => {
    const r = reshapeReinstatement({
      policyNumber: '20000001',
      eligible: true,
      reason: null,
      asOn: '23/11/2026',
      lapsedSince: '01/09/2026',
      daysLapsed: 83,
      overduePremiums: 1,
      lines: [{ code: 'OVERDUE_PREMIUMS', label: 'Overdue premiums (1 instalment)', amount: '20000.00' }],
      totalAmount: '20000.00',
      interestRate: '9.00',
      needsHealthDeclaration: false,
      canPayOnline: true,
      note: 'Pay online.',
    });
    expect(r).toMatchObject({ lapsedSince: '2026-09-01', total: 20000, canPayOnline: true, lines: [{ amount: 20000 }] });
  });
});

const loanBase = {
  policyNumber: '20000002',
  eligible: true,
  reason: null,
  asOn: '23/11/2026',
  surrenderValue: '0.00',
  maxLoanAmount: '0.00',
  outstandingLoan: '0.00',
  eligibleAmount: '0.00',
  interestRate: '10.00',
  minimumAmount: '1000.00',
};
