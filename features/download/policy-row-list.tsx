import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Policy } from '@/lib/types';

interface PolicyRowListProps {
  policies: readonly Pick<Policy, 'policyNo' | 'name'>[];
  /** the download control(s) of one policy */
  action: (policy: Pick<Policy, 'policyNo' | 'name'>) => ReactNode;
  /** an extra line under the policy, e.g. an earlier soft-copy request */
  note?: (policy: Pick<Policy, 'policyNo' | 'name'>) => ReactNode;
}

/**
 * One row per policy: plan name and number on the left, its download on the right (below on
 * phones). A list, so screen readers announce how many policies there are.
 */
export function PolicyRowList({ policies, action, note }: PolicyRowListProps) {
  const t = useTranslations('download');
  return (
    <ul className="divide-y divide-brand-100">
      {policies.map((policy) => (
        <li
          key={policy.policyNo}
          className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">{policy.name}</p>
            <p className="text-sm text-ink-500">{t('policyNo', { policyNo: policy.policyNo })}</p>
            {note?.(policy)}
          </div>
          <div className="shrink-0">{action(policy)}</div>
        </li>
      ))}
    </ul>
  );
}

/** What a policy-based section says when the customer has no policy it applies to. */
export function NoPoliciesNote({ children }: { children: ReactNode }) {
  return <p className="text-ink-500">{children}</p>;
}
