import { useTranslations } from 'next-intl';
import { PolicyCard, type PolicyCardData } from '@/components/policy/policy-card';
import { TrackedLink } from '@/components/shell/tracked-link';
import { buttonClasses } from '@/components/ui/button';

export interface PolicyCardItem {
  policy: PolicyCardData;
  /** see payNowPath; null hides 'Pay Now' */
  payNowHref: string | null;
  /** the policy may switch funds and the feature is on */
  fundSwitch: boolean;
}

/** The dashboard's cards: server markup, their links the only thing a press acts on. */
export function PolicyCardList({ items, today }: { items: PolicyCardItem[]; today: string }) {
  return (
    <ul className="pc-grid">
      {items.map(({ policy, payNowHref, fundSwitch }) => (
        <li key={policy.policyNo}>
          <PolicyCard
            policy={policy}
            today={today}
            payNowHref={payNowHref}
            href={`/policy-details/${policy.policyNo}`}
            actions={fundSwitch ? <FundSwitchButton policyNo={policy.policyNo} /> : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function FundSwitchButton({ policyNo }: { policyNo: string }) {
  const t = useTranslations('dashboard');
  return (
    <TrackedLink
      href={`/fund-switch?policyNo=${policyNo}&from=dashboard`}
      track={{ menuName: 'Fund Switch', policyNo }}
      aria-label={t('fundSwitchFor', { policyNo })}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      {t('fundSwitch')}
    </TrackedLink>
  );
}
