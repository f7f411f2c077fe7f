import { NavIcon } from './nav-icon';
import { isCurrentPath, type NavItem, type QuickLink } from './nav-items';
import { BottomBarFrame } from './bottom-bar-frame';
import { TrackedLink } from './tracked-link';

interface BottomBarProps {
  before: NavItem[];
  after: NavItem[];
  quickLinks: QuickLink[];
}

/** The one page the bar shows on (see BottomBarFrame), so its current item is known here. */
const BAR_PATH = '/';

/**
 * Mobile bottom bar: its links are server markup; the frame around them decides where it shows
 * and holds the Quick Links sheet.
 */
export function BottomBar({ before, after, quickLinks }: BottomBarProps) {
  return <BottomBarFrame before={before.map(barLink)} after={after.map(barLink)} quickLinks={quickLinks} />;
}

/** .bar-item (app/globals.css) marks the current page from aria-current. */
function barLink(item: NavItem) {
  const current = !item.external && isCurrentPath(BAR_PATH, item.href);
  return (
    <li key={item.label} className="flex-1">
      <TrackedLink
        href={item.href}
        external={item.external}
        track={{ menuName: item.label, displayPage: 'Menu' }}
        aria-current={current ? 'page' : undefined}
        className="bar-item"
      >
        <NavIcon name={item.icon} />
        {item.label}
      </TrackedLink>
    </li>
  );
}
