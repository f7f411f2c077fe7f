/**
 * The subjects of the requests the policy services raise (the duplicate rule runs per policy on
 * them), in a module of plain constants: client components name a request by its subject, and
 * importing them from policy-services.ts would bring its zod schemas into the browser's bundle.
 */
export const SERVICE_SUBJECTS = {
  LOAN: 'Policy Loan Request',
  REINSTATEMENT: 'Policy Reinstatement Request',
  CHANGE_FREQUENCY: 'Premium Frequency Change Request',
  UNCLAIMED: 'Unclaimed Amount Claim Request',
} as const;
