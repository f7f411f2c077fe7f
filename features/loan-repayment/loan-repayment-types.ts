import type { getLoanRepayment } from '@/lib/server/data/loan-repayment';

/** What the core says the loan owes today, as the page and its parts read it. */
export type LoanRepaymentView = Awaited<ReturnType<typeof getLoanRepayment>>;
