/**
 * The payout bank account's rules (issue 27 §4) that need no database: the account number's shape
 * and how the name a bank returns on a penny drop is compared with the policyholder's.
 */
export const BANK_ACCOUNT_MESSAGES = {
  accountNumber: 'Please enter a valid bank account number (9 to 18 digits).',
  accountType: 'Please choose the account type: savings or current.',
  noAccount:
    'The bank could not credit ₹1 to this account: please check the account number and IFSC with your bank and try again.',
  nameMismatch:
    'The name on this bank account does not match the name on your policy. Payouts can only go to an account in your own name: please enter an account you hold, or, if your name has changed, update your name on your profile first.',
  sameAccount: 'This account is already your bank account on record.',
  verifyAgain: 'Please verify the bank account again before you submit.',
  payoutClosed:
    "Your bank account on record has been closed, so we cannot pay into it. Please register an active account with 'Update Bank Account' on your profile.",
  notVerified:
    "The bank returned this payment, so we pay it again only into an account verified since. Please verify your account with 'Update Bank Account' on your profile (we credit ₹1 to check it is open and in your name); once it is approved, you can claim this amount.",
  accountClosed:
    "Your bank account on record has been closed, so we cannot pay this amount into it. Please register an active account with 'Update Bank Account' on your profile; once it is verified and approved, you can claim this amount.",
} as const;

export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** How long a penny drop stands for the request that follows it. */
export const PENNY_DROP_VALID_MS = 30 * 60_000;

/** Honorifics a bank or the insurer may put before a name; they say nothing about who holds the account. */
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'SHRI', 'SRI', 'SMT', 'KUMARI', 'KUM', 'MX', 'M/S']);

/** A name as words: upper case, dots and commas as spaces, titles dropped. */
export function nameWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !TITLES.has(w));
}

const wordsMatch = (a: string, b: string) =>
  a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

/**
 * Whether the bank's holder name is the policyholder's: the same words in any order (banks often
 * print the surname first), ignoring case, spacing, dots and titles; a single letter stands for a
 * word that starts with it (an initial), but at least one whole word must agree, so "A. S." is not
 * anyone's name. Both names must have the same number of words: a missing or extra word could be
 * another member of the family.
 */
export function namesMatch(bankName: string, policyholderName: string): boolean {
  const bank = nameWords(bankName);
  const ours = nameWords(policyholderName);
  if (bank.length === 0 || bank.length !== ours.length) return false;
  const left = [...ours];
  let whole = 0;
  // Whole words first, so an initial cannot take the word another whole word needs.
  const pending: string[] = [];
  for (const w of bank) {
    const i = left.indexOf(w);
    if (i >= 0 && w.length > 1) {
      left.splice(i, 1);
      whole += 1;
    } else pending.push(w);
  }
  for (const w of pending) {
    const i = left.findIndex((o) => wordsMatch(w, o));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return whole > 0;
}
