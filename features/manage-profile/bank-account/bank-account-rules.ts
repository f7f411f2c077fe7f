import { z } from 'zod';
import { ACCOUNT_TYPES } from '@portal/contracts/bank-account';
import { IFSC_PATTERN, normaliseIfsc } from '@/lib/ifsc';
import { srRequestToken } from '../contact-otp/token-schema';

/**
 * 'Update Bank Account' (issue 27 §4): the account number twice (the second must match), the IFSC
 * and the account type. The core checks them again, and only it can say whether the account
 * exists and whose it is (the penny drop).
 */
export const BANK_FORM_MESSAGES = {
  accountNumber: 'bankAccount.errors.accountNumber',
  mismatch: 'bankAccount.errors.mismatch',
  ifsc: 'bankAccount.errors.ifsc',
  unknownIfsc: 'bankAccount.errors.unknownIfsc',
} as const;

const digits = (raw: string) => raw.replace(/\s+/g, '');

const ifsc = z.string().transform(normaliseIfsc).pipe(z.string().regex(IFSC_PATTERN, BANK_FORM_MESSAGES.ifsc));

/** An IFSC as typed, looked up in the directory once it has the shape of one. */
export const ifscLookupSchema = z.object({ ifsc });

export const bankFormSchema = z
  .object({
    accountNumber: z
      .string()
      .transform(digits)
      .pipe(z.string().regex(/^\d{9,18}$/, BANK_FORM_MESSAGES.accountNumber)),
    confirmAccountNumber: z.string().transform(digits),
    ifsc,
    accountType: z.enum(ACCOUNT_TYPES),
  })
  .superRefine((v, ctx) => {
    if (v.confirmAccountNumber !== v.accountNumber) {
      ctx.addIssue({ code: 'custom', path: ['confirmAccountNumber'], message: BANK_FORM_MESSAGES.mismatch });
    }
  });

export type BankFormInput = z.input<typeof bankFormSchema>;
export type BankFormValues = z.output<typeof bankFormSchema>;

export const bankSubmitSchema = z.object({ reference: z.string().min(1).max(100), srRequestToken });
