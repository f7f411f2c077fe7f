import type { ReactNode } from 'react';
import { inFlight } from '@/lib/server/data/as-customer';
import {
  getCoverages,
  getFundHoldings,
  getNominees,
  getOwnedPolicyOrNotFound,
  getPolicyDetails,
} from '@/lib/server/data/policies';

interface PolicyLayoutProps {
  children: ReactNode;
  params: Promise<{ id: string }>;
}

/**
 * The ownership gate sits here, outside the page's loading boundary: someone else's policy is
 * answered 404 (policy-details/not-found.tsx) before the first byte, and the page's skeleton only
 * ever shows for a policy that is the customer's.
 */
export default async function PolicyLayout({ children, params }: PolicyLayoutProps) {
  const { id } = await params;
  // The page's reads start now, sharing the gate's round of upstream latency (each is cached per request).
  inFlight(getPolicyDetails(id));
  inFlight(getCoverages(id));
  inFlight(getNominees(id));
  inFlight(getFundHoldings(id));
  await getOwnedPolicyOrNotFound(id);
  return children;
}
