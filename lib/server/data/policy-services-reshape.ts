import 'server-only';
import type { z } from 'zod';
import type { policyServices as contract } from '@portal/contracts';
import type { Frequency, ServiceCode } from '@portal/contracts/policy-services';
import { parseCoreDate } from '../../format';

/*
 * The portal's shapes of the policy-service calls: rupees as numbers, dates as ISO, the core's
 * field names and codes kept out of the screens.
 */
type Data<C extends { data: z.ZodType }> = z.infer<C['data']>;

export interface PolicyServiceOffer {
  code: ServiceCode;
  label: string;
}

export interface BankAccount {
  holderName: string;
  bankName: string;
  /** masked by the core: all but the last 4 digits hidden */
  accountNumber: string;
  ifsc: string;
}

export interface AmountLine {
  label: string;
  amount: number;
}

export interface LoanDetails {
  eligible: boolean;
  reason: string | null;
  asOn: string | null;
  surrenderValue: number;
  outstandingLoan: number;
  eligibleAmount: number;
  minimumAmount: number;
  interestRate: number;
  /** null: no account on record (the core refuses the loan request then, in its words) */
  bankAccount: BankAccount | null;
}

export interface LoanCheck {
  amount: number;
  interestRate: number;
  bankAccount: BankAccount;
}

export interface SurrenderDetails {
  eligible: boolean;
  reason: string | null;
  asOn: string | null;
  surrenderValue: number;
  /** which value gave the surrender value; the dialog names it in the page's language */
  basis: 'GSV' | 'SSV' | 'FUND_VALUE' | null;
  premiumsPaid: number;
  parts: AmountLine[];
  givesUp: string[];
  howToProceed: string[];
}

export interface ReinstatementEnquiry {
  eligible: boolean;
  reason: string | null;
  asOn: string | null;
  lapsedSince: string | null;
  daysLapsed: number;
  lines: AmountLine[];
  total: number;
  needsHealthDeclaration: boolean;
  canPayOnline: boolean;
  note: string;
}

export interface FrequencyOption {
  frequency: Frequency;
  instalment: number;
  annual: number;
  current: boolean;
}

export interface FrequencyBilling {
  eligible: boolean;
  reason: string | null;
  currentFrequency: string;
  effectiveFrom: string | null;
  options: FrequencyOption[];
}

const lines = (list: Array<{ label: string; amount: string }>): AmountLine[] =>
  list.map((l) => ({ label: l.label, amount: Number(l.amount) }));

/** Only what the policy offers now: the screens show nothing of a service that does not apply. */
export function reshapeOffers(services: Data<typeof contract.getPolicyServices>[number]['services']): PolicyServiceOffer[] {
  return services.filter((s) => s.available).map((s) => ({ code: s.code, label: s.label }));
}

export function reshapeBank(b: Data<typeof contract.getLoanBankDetails>): BankAccount {
  return { holderName: b.accountHolderName, bankName: b.bankName, accountNumber: b.maskedAccountNumber, ifsc: b.ifsc };
}

export function reshapeLoan(d: Data<typeof contract.loanDetails>, bank: Data<typeof contract.getLoanBankDetails> | null): LoanDetails {
  return {
    eligible: d.eligible,
    reason: d.reason,
    asOn: parseCoreDate(d.asOn),
    surrenderValue: Number(d.surrenderValue),
    outstandingLoan: Number(d.outstandingLoan),
    eligibleAmount: Number(d.eligibleAmount),
    minimumAmount: Number(d.minimumAmount),
    interestRate: Number(d.interestRate),
    bankAccount: bank ? reshapeBank(bank) : null,
  };
}

export function reshapeSurrender(d: Data<typeof contract.surrenderDetails>): SurrenderDetails {
  return {
    eligible: d.eligible,
    reason: d.reason,
    asOn: parseCoreDate(d.asOn),
    surrenderValue: Number(d.surrenderValue),
    basis: d.basis,
    premiumsPaid: Number(d.premiumsPaid),
    parts: lines(d.components),
    givesUp: d.givesUp,
    howToProceed: d.howToProceed,
  };
}

export function reshapeReinstatement(d: Data<typeof contract.reinstatementEnquiry>): ReinstatementEnquiry {
  return {
    eligible: d.eligible,
    reason: d.reason,
    asOn: parseCoreDate(d.asOn),
    lapsedSince: parseCoreDate(d.lapsedSince),
    daysLapsed: d.daysLapsed,
    lines: lines(d.lines),
    total: Number(d.totalAmount),
    needsHealthDeclaration: d.needsHealthDeclaration,
    canPayOnline: d.canPayOnline,
    note: d.note,
  };
}

export function reshapeFrequencies(d: Data<typeof contract.frequencyBilling>): FrequencyBilling {
  return {
    eligible: d.eligible,
    reason: d.reason,
    currentFrequency: d.currentFrequency,
    effectiveFrom: parseCoreDate(d.effectiveFrom),
    options: d.options.map((o) => ({
      frequency: o.frequency,
      instalment: Number(o.modalPremium),
      annual: Number(o.annualPremium),
      current: o.current,
    })),
  };
}
