/** A policy's nominee tab (SPEC §2: /policy-details/{id}?tab=NOMINEE), where nominees are read and changed. */
export const nomineesHref = (policyNo: string) => `/policy-details/${policyNo}?tab=NOMINEE`;
