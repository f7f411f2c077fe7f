import type { Messages } from 'next-intl';
import { useTranslations } from 'next-intl';
import { NavIcon } from '@/components/shell/nav-icon';
import type { IconName } from '@/components/shell/nav-items';
import { visibleItems } from '@/components/shell/nav-items';
import { TrackedLink } from '@/components/shell/tracked-link';
import type { Feature, FeatureSet } from '@/lib/features';

interface Action {
  key: keyof Messages['dashboard']['actions'];
  /** SPEC's English name: analytics' menuName in every language */
  menuName: string;
  href: string;
  icon: IconName;
  flag?: Feature;
}

/** Entry points to the portal's tasks that are not tied to one policy card. */
const ACTIONS: readonly Action[] = [
  { key: 'payPremium', menuName: 'Pay Premium', href: '/pay-premium', icon: 'pay', flag: 'payPremium' },
  { key: 'autoPay', menuName: 'Auto Pay Registration', href: '/enach-registration', icon: 'autopay' },
  { key: 'fundSwitch', menuName: 'Fund Switch', href: '/fund-switch', icon: 'switch', flag: 'fundSwitch' },
  {
    key: 'premiumRedirection',
    menuName: 'Premium Redirection',
    href: '/premium-redirection',
    icon: 'redirect',
    flag: 'premiumRedirection',
  },
  { key: 'download', menuName: 'Download', href: '/download', icon: 'download' },
  { key: 'serviceRequest', menuName: 'Service Request', href: '/service-request', icon: 'service' },
];

export function QuickActions({ features }: { features: FeatureSet }) {
  const t = useTranslations('dashboard');
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading">{t('quickActions')}</h2>
      {/* .qa (app/globals.css) lays out the tiles and sizes their icons: six tiles, each class sent twice. */}
      <ul className="qa">
        {visibleItems(ACTIONS, features).map((action) => (
          <li key={action.icon}>
            <TrackedLink href={action.href} track={{ menuName: action.menuName }} className="tile">
              <NavIcon name={action.icon} />
              {t(`actions.${action.key}`)}
            </TrackedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
