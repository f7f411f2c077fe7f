import type { Language } from '@portal/contracts/language';
import type { AddressType } from '@portal/contracts/address';
import {
  type NewName,
  otherCustomerWithMobile,
  otherCustomerWithPan,
  setAadhaar,
  setAlternateEmail,
  setGoGreen,
  setMailingAddress,
  setMobile,
  setName,
  setPan,
  setPermanentAddress,
  setPrimaryEmail,
} from '../store/customer-changes';
import { customerById } from '../store/customers';
import type { Db } from '../store/db';
import { istToday } from '../store/calendar';
import { type NomineeRow, policyById, replaceNominees, setFrequency, setLoan } from '../store/policies';
import { applyBankAccount } from './bank-account-apply';
import { fail, type Failure } from './failure';
import { inr } from './format';
import { maskMobile } from './otp';
import { say } from './messages';
import { sendSms } from './outbox';
import { loanOwed } from './policy-values';
import { PROFILE_MESSAGES } from './profile-rules';
import { appendPrivacyLog } from '../store/privacy';
import { eraseWhatIsNotKept } from './privacy-erasure';
import { settleWithdrawal } from './ulip-settlement';

/**
 * What a request changes once approved, one kind per change the customer can
 * ask for. A request stores its kind and payload (store/pending-changes); the
 * back office (back-office.ts) calls `applyChange` on approval, so a new kind
 * of request adds a case here and nothing else. An apply re-checks what may
 * have changed since the request was raised and refuses with code 409.
 */
export type Change =
  | { kind: 'EMAIL'; payload: { emailType: 'Primary' | 'Secondary'; emailId: string } }
  | { kind: 'MOBILE'; payload: { mobile: string } }
  | { kind: 'ADDRESS'; payload: { addressType: AddressType; newAddress: string } }
  | { kind: 'NAME'; payload: NewName }
  | { kind: 'PAN'; payload: { pan: string } }
  | { kind: 'AADHAAR'; payload: { last4: string } }
  | { kind: 'GO_GREEN'; payload: Record<string, never> }
  | { kind: 'NOMINEE'; payload: { policyId: number; nominees: NomineeRow[] } }
  // issue 10: a loan adds to what the policy owes once paid out; a new premium frequency takes over the instalment.
  | { kind: 'POLICY_LOAN'; payload: { policyId: number; amountPaise: number } }
  | { kind: 'FREQUENCY'; payload: { policyId: number; frequency: string; modalPaise: number } }
  // issue 27 §6: a partial withdrawal redeems its units once the back office settles it.
  | { kind: 'PARTIAL_WITHDRAWAL'; payload: { policyId: number; amountPaise: number; chargePaise: number } }
  // issue 27 §4: the penny drop that verified the new payout account; its row replaces the one on record.
  | { kind: 'BANK_ACCOUNT'; payload: { pennyDropId: number } }
  // issue 27 §2: an erasure request erases, once approved, what the law does not make us keep.
  | { kind: 'PRIVACY_ERASURE'; payload: { srNumber: string } };
export type ChangeKind = Change['kind'];

/** The back office's answer when a change can no longer be made (HTTP 409 on its endpoint). */
export const CONFLICT = 409;

type Apply<K extends ChangeKind> = (
  db: Db,
  customerId: number,
  p: Extract<Change, { kind: K }>['payload'],
  now: number,
) => Failure | null;

const APPLY: { [K in ChangeKind]: Apply<K> } = {
  EMAIL: (db, id, p) => {
    (p.emailType === 'Primary' ? setPrimaryEmail : setAlternateEmail)(db, id, p.emailId);
    return null;
  },
  MOBILE: (db, id, p, now) => {
    if (otherCustomerWithMobile(db, id, p.mobile)) return fail(CONFLICT, PROFILE_MESSAGES.mobileTaken);
    const old = customerById(db, id).mobile;
    setMobile(db, id, p.mobile);
    // The old number hears of it too, in case the change was not the customer's doing.
    const { preferred_language: language } = customerById(db, id);
    sendSms(db, old, say(language, 'sms.mobileChanged', { mobile: maskMobile(p.mobile) }), now);
    return null;
  },
  ADDRESS: (db, id, p) => {
    if (p.addressType.startsWith('PERMANENT')) setPermanentAddress(db, id, p.newAddress);
    if (p.addressType.includes('CORRESPONDENCE')) setMailingAddress(db, id, p.newAddress);
    return null;
  },
  NAME: (db, id, p) => {
    setName(db, id, p);
    return null;
  },
  PAN: (db, id, p) => {
    if (otherCustomerWithPan(db, id, p.pan)) return fail(CONFLICT, PROFILE_MESSAGES.panTaken);
    // Verified by the issuer, or its proof approved by the back office: either way the PAN is verified now.
    setPan(db, id, p.pan, true);
    return null;
  },
  AADHAAR: (db, id, p) => {
    setAadhaar(db, id, p.last4);
    return null;
  },
  GO_GREEN: (db, id, _p, now) => {
    setGoGreen(db, id);
    // The privacy centre's record of the paperless consent (issue 27 §2): Go Green stays the one truth.
    appendPrivacyLog(db, { customerId: id, event: 'CONSENT_GIVEN', subject: 'PAPERLESS', channel: 'back-office', at: now });
    return null;
  },
  NOMINEE: (db, _id, p) => {
    replaceNominees(db, p.policyId, p.nominees);
    return null;
  },
  POLICY_LOAN: (db, _id, p, now) => {
    // Interest owed so far joins the principal, and the new principal's interest runs from today.
    const today = istToday(now);
    setLoan(db, p.policyId, loanOwed(policyById(db, p.policyId), today).totalPaise + p.amountPaise, today);
    return null;
  },
  FREQUENCY: (db, _id, p) => {
    setFrequency(db, p.policyId, p.frequency, p.modalPaise);
    return null;
  },
  PARTIAL_WITHDRAWAL: (db, _id, p, now) => settleWithdrawal(db, p.policyId, now),
  BANK_ACCOUNT: (db, id, p, now) => applyBankAccount(db, id, p.pennyDropId, now),
  PRIVACY_ERASURE: (db, id, p, now) => eraseWhatIsNotKept(db, id, p.srNumber, now),
};

export const isChangeKind = (kind: string): kind is ChangeKind => Object.hasOwn(APPLY, kind);

/**
 * What the approval message adds for a kind whose outcome is more than "done": a loan is money on
 * its way, and the customer should hear how much and where to, not only that a request closed.
 */
const APPROVAL_NOTES: {
  [K in ChangeKind]?: (payload: Extract<Change, { kind: K }>['payload'], language: Language) => string;
} = {
  POLICY_LOAN: (p, language) => say(language, 'sms.loanNote', { amount: inr(p.amountPaise) }),
  PARTIAL_WITHDRAWAL: (p, language) => say(language, 'ulipMoney.withdrawalNote', { amount: inr(p.amountPaise - p.chargePaise) }),
};

/** The sentence a kind adds to its approval message (with its leading space), or '' for none. */
export function approvalNote(kind: string, payloadJson: string, language: Language): string {
  if (!isChangeKind(kind)) return '';
  const note = APPROVAL_NOTES[kind] as ((payload: Change['payload'], language: Language) => string) | undefined;
  return note ? note(JSON.parse(payloadJson) as Change['payload'], language) : '';
}

/** Applies a stored change; null when done, the refusal otherwise (the request then stays open). */
export function applyChange(db: Db, customerId: number, kind: string, payloadJson: string, now: number): Failure | null {
  if (!isChangeKind(kind)) return fail(CONFLICT, `This core cannot apply a change of kind ${kind}.`);
  const apply = APPLY[kind] as Apply<ChangeKind>;
  return apply(db, customerId, JSON.parse(payloadJson) as Change['payload'], now);
}
