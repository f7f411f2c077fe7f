/**
 * The sandbox bank directory's branch names (demo data). A real core asks RBI's IFSC list or
 * Razorpay's IFSC API, which answer each branch's name; the offline `ifsc` package the sandbox
 * reads has every code but no names, so the codes the seed and the tests use are named here.
 * The names are for the demo, not checked against RBI's list. Any other code the directory knows
 * is named from its bank and code (domain/bank-directory.ts).
 */
export const BRANCH_NAMES: Readonly<Record<string, string>> = {
  SBIN0005943: 'Greater Noida',
  HDFC0000001: 'Kamala Mills Compound, Mumbai',
  HDFC0000123: 'Andheri East, Mumbai',
  ICIC0000001: 'Nariman Point, Mumbai',
};
