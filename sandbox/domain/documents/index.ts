/**
 * The customer's documents as PDF files: premium receipt, e-policy, premium
 * paid certificate, fund summary and unit statement. Self-contained: callers
 * map their rows into the input types and get the file's bytes back.
 */
export { renderReceipt } from './receipt';
export { renderPolicyDocument } from './policy-document';
export { renderPaidCertificate } from './paid-certificate';
export { renderFundStatement } from './fund-statement';
export type * from './types';
