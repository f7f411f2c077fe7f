import { z } from 'zod';
import { coreDate, defineCall, serviceRequestNumber } from './define';

/**
 * The payout bank account (issue 27 §4): verifyBankAccount asks the core's bank for a penny drop
 * (₹1 credited; the bank and branch from the IFSC directory, the holder's name as the bank returns
 * it, compared with the policyholder's); updateBankAccount raises 'Bank Account Update Request'
 * for a matched penny drop, with the token of the profile OTP (contact/details/otp with
 * srRequestType BANK_ACCOUNT_UPDATE). Once the back office approves, the account replaces the one
 * on record, which every payout names. A mismatch answers 400 with the explanation.
 */
const P = '/usermgmt/api/v1';
export const ACCOUNT_TYPES = ['SAVINGS', 'CURRENT'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_SUBJECT = 'Bank Account Update Request';

/** The account on record that payouts name, masked; null when none is; `closedOn` once the bank reported it closed. */
export const bankAccountOnRecord = defineCall({
  method: 'POST',
  path: `${P}/bank-account/details`,
  auth: true,
  request: z.object({ sessionId: z.string().min(1) }),
  data: z.object({
    account: z
      .object({
        holderName: z.string(),
        bankName: z.string(),
        maskedAccountNumber: z.string(),
        ifsc: z.string(),
        accountType: z.enum(ACCOUNT_TYPES),
        closedOn: coreDate.nullable(),
      })
      .nullable(),
  }),
});

export const verifyBankAccount = defineCall({
  method: 'POST',
  path: `${P}/bank-account/verify`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    accountNumber: z.string().max(30),
    ifsc: z.string().max(20),
    accountType: z.enum(ACCOUNT_TYPES),
  }),
  data: z.object({
    /** the penny drop's reference, which updateBankAccount names */
    reference: z.string(),
    maskedAccountNumber: z.string(),
    ifsc: z.string(),
    bankName: z.string(),
    branchName: z.string(),
    accountType: z.enum(ACCOUNT_TYPES),
    holderName: z.string(),
  }),
});

export const updateBankAccount = defineCall({
  method: 'POST',
  path: `${P}/bank-account/update`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    reference: z.string().min(1).max(100),
    srRequestToken: z.string().min(1).max(100),
  }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});
