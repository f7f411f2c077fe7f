/**
 * The two premium figures a customer meets, each named for what it is and in the same words on
 * every page: the policy's premium before tax (policy details, covers, frequency change, the
 * e-policy) and what paying now costs, GST and any late fee included (dashboard, pay list,
 * breakup). One label for both had customers comparing ₹18,500 with ₹18,916.25. Catalogue keys:
 * the page words them in its language.
 */
export const PREMIUM_LABELS = { base: 'policy.premiumBase', due: 'policy.amountDue' } as const;
