import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PolicyGate } from '@/components/policy/policy-gate';

interface PolicyLayoutProps {
  children: ReactNode;
  params: Promise<{ id: string }>;
}

/**
 * The ownership gate sits here, outside the page's loading boundary: someone else's policy is
 * answered 404 (policy-details/not-found.tsx) before the first byte, and the page's skeleton only
 * ever shows for a policy that is the customer's. The page asks the same gate (remembered for the
 * request) and its sections read the policy only with the gate's answer.
 */
export default async function PolicyLayout({ children, params }: PolicyLayoutProps) {
  const [{ id }, t] = await Promise.all([params, getTranslations('policyDetails.page')]);
  return (
    <PolicyGate policyNo={id} title={t('title')} path={`/policy-details/${id}`}>
      {children}
    </PolicyGate>
  );
}
