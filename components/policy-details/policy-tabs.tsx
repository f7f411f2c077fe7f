import { IntentLink } from '@/components/ui/intent-link';
import { cx, focusRing } from '@/components/ui/field-styles';
import type { PolicyTab } from '@/components/policy/query';
import { ChangeNominee } from './change-nominee/change-nominee';

const TABS: ReadonlyArray<{ tab: PolicyTab; label: string; query: string }> = [
  { tab: 'DETAILS', label: 'Policy Details', query: '' },
  { tab: 'NOMINEE', label: 'Nominee', query: '?tab=NOMINEE' },
];

/**
 * Tabs as plain links rendered on the server: each is a real URL (shareable, works without
 * JavaScript), and aria-current marks the open one. The nominee tab offers 'Change Nominee': the
 * page only renders for the customer's own policy, and the core asks nothing more of a policy
 * whose nominees change (it refuses someone else's, and a duplicate request when the OTP is
 * asked for), so neither does the portal.
 */
export function PolicyTabs({ policyNo, active }: { policyNo: string; active: PolicyTab }) {
  return (
    <div>
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
      {active === 'NOMINEE' && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink-700">Want to change who receives this policy&apos;s benefit?</p>
          <ChangeNominee policyNo={policyNo} />
        </div>
      )}
    </div>
  );
}
