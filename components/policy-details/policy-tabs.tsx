import { IntentLink } from '@/components/ui/intent-link';
import { cx, focusRing } from '@/components/ui/field-styles';
import type { PolicyTab } from '@/components/policy/query';


const TABS: ReadonlyArray<{ tab: PolicyTab; label: string; query: string }> = [
  { tab: 'DETAILS', label: 'Policy Details', query: '' },
  { tab: 'NOMINEE', label: 'Nominee', query: '?tab=NOMINEE' },
];

/**
 * Tabs as plain links rendered on the server: each is a real URL (shareable, works without
 * JavaScript), and aria-current marks the open one.
 */
export function PolicyTabs({ policyNo, active }: { policyNo: string; active: PolicyTab }) {
  return (
    <nav aria-label="Policy sections" className="border-b border-brand-100">
      <ul className="-mb-px flex gap-2">
        {TABS.map(({ tab, label, query }) => {
          const current = tab === active;
          return (
            <li key={tab}>
              <IntentLink
                href={`/policy-details/${policyNo}${query}`}
                aria-current={current ? 'page' : undefined}
                scroll={false}
                className={cx(
                  'inline-flex min-h-11 items-center border-b-2 px-4 font-semibold',
                  current ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-500 hover:text-brand-700',
                  focusRing,
                )}
              >
                {label}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
