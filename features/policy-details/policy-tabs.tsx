import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/client-messages';
import { TabLinks } from '@/components/ui/tab-links';
import type { PolicyTab } from '@/components/policy/query';
import { getNominees } from '@/lib/server/data/policies';
import type { OwnedPolicy } from '@/lib/types';
import { ChangeNominee } from './change-nominee/change-nominee';
import { currentNomineeRows } from './change-nominee/nominee-rules';

const TABS: ReadonlyArray<{ tab: PolicyTab; label: 'details' | 'nominee'; query: string }> = [
  { tab: 'DETAILS', label: 'details', query: '' },
  { tab: 'NOMINEE', label: 'nominee', query: '?tab=NOMINEE' },
];

/**
 * The policy's two tabs (components/ui/tab-links.tsx). The nominee tab offers 'Change Nominee': the
 * page only renders for the customer's own policy, and the core asks nothing more of a policy
 * whose nominees change (it refuses someone else's, and a duplicate request when the OTP is
 * asked for), so neither does the portal.
 */
interface PolicyTabsProps {
  policy: OwnedPolicy;
  active: PolicyTab;
}

export function PolicyTabs({ policy, active }: PolicyTabsProps) {
  const { policyNo } = policy;
  const t = useTranslations('policyDetails.tabs');
  return (
    <div>
      <TabLinks
        label={t('label')}
        tabs={TABS.map(({ tab, label, query }) => ({ key: tab, label: t(label), href: `/policy-details/${policyNo}${query}` }))}
        active={active}
      />
      {active === 'NOMINEE' && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink-700">{t('changePrompt')}</p>
          {/* A failed read is logged by the list below; the form then starts blank. */}
          {/* The form starts from the nominees now (the list below reads the same, once per request). */}
          <ClientMessages namespaces={['options', 'policyDetails']}>
            <ChangeNominee
              policyNo={policyNo}
              current={getNominees(policy).then(currentNomineeRows, () => currentNomineeRows([]))}
            />
          </ClientMessages>
        </div>
      )}
    </div>
  );
}
