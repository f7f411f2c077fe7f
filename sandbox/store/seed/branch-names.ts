/**
 * The sandbox bank directory's branch names (demo data). A real core asks RBI's IFSC list or
 * Razorpay's IFSC API, which answer each branch's name; the offline `ifsc` package the sandbox
 * reads has every code but no names, so the code the seed's customers use is named here, as a
 * public listing names it. No name is made up for a real code: any other code the directory knows
 * is named from its bank and code (domain/bank-directory.ts).
 */
export const BRANCH_NAMES: Readonly<Record<string, string>> = {
  SBIN0005943: 'Greater Noida',
};
