import { NavIcon } from '@/components/shell/nav-icon';
import type { IconName } from '@/components/shell/nav-items';
import { visibleItems } from '@/components/shell/nav-items';
import { TrackedLink } from '@/components/shell/tracked-link';
import type { Feature, FeatureSet } from '@/lib/features';

interface Action {
  label: string;
  href: string;
  icon: IconName;
  flag?: Feature;
}

/** Entry points to the portal's tasks that are not tied to one policy card. */
const ACTIONS: readonly Action[] = [
  { label: 'Pay Premium', href: '/pay-premium', icon: 'pay', flag: 'payPremium' },
  { label: 'Auto Pay Registration', href: '/enach-registration', icon: 'autopay' },
  { label: 'Fund Switch', href: '/fund-switch', icon: 'switch', flag: 'fundSwitch' },
  { label: 'Premium Redirection', href: '/premium-redirection', icon: 'redirect', flag: 'premiumRedirection' },
  { label: 'Download', href: '/download', icon: 'download' },
  { label: 'Service Request', href: '/service-request', icon: 'service' },
];

export function QuickActions({ features }: { features: FeatureSet }) {
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading">Quick Actions</h2>
      {/* .qa (app/globals.css) lays out the tiles and sizes their icons: six tiles, each class sent twice. */}
      <ul className="qa">
        {visibleItems(ACTIONS, features).map((action) => (
          <li key={action.icon}>
            <TrackedLink href={action.href} track={{ menuName: action.label }} className="tile">
              <NavIcon name={action.icon} />
              {action.label}
            </TrackedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
