import 'server-only';
import type { ReactNode } from 'react';
import { PageUnavailable } from '@/components/ui/page-unavailable';
import { getOwnedPolicyOrNotFound } from '@/lib/server/data/policies';
import { settle } from './settle';

interface PolicyGateProps {
  policyNo: string;
  /** the page's heading and address, for when the core cannot answer */
  title: string;
  path: string;
  children: ReactNode;
}

/**
 * The ownership gate of a page about one policy, in its layout, outside the page's loading
 * boundary: someone else's policy is a 404 before the first byte, and a core that cannot answer
 * gives the technical-issue text inside the shell rather than the crash page.
 */
export async function PolicyGate({ policyNo, title, path, children }: PolicyGateProps) {
  const gate = await settle(getOwnedPolicyOrNotFound(policyNo), 'ownership gate');
  if (!gate.ok) return <PageUnavailable title={title} retryHref={path} />;
  return children;
}
