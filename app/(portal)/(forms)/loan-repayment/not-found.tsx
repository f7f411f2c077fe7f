import { PolicyNotFound } from '@/components/policy/policy-not-found';

/** A policy number that is malformed or not this customer's: one answer for both. */
export default PolicyNotFound;
