import { LanguageSwitch } from '@/components/i18n/language-switch';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { getTranslations } from 'next-intl/server';
import { menuNameOf, type NavItem, type Shown } from './nav-items';
import { ProfileAvatar, type ShellProfile } from './profile-avatar';
import { SideMenu } from './side-menu';
import { TrackedLink } from './tracked-link';

interface SiteHeaderProps {
  headerLinks: Shown<NavItem>[];
  menuItems: Shown<NavItem>[];
  profile: ShellProfile;
}

/**
 * One banner landmark for both sizes: below 1024 px the brand and hamburger, from 1024 px the
 * header links (the brand then sits in the side bar). Server markup; the hamburger's menu is the
 * one part with state. The language switch sits at its end at every size (on desktop the side
 * bar has its own as well).
 */
export async function SiteHeader({ headerLinks, menuItems, profile }: SiteHeaderProps) {
  const t = await getTranslations('shell');
  return (
    <header className="site-header">
      <div className="site-header-phone">
        <MobileMenu>
          <ProfileAvatar profile={profile} />
          <SideMenu items={menuItems} />
        </MobileMenu>
        <BrandMark />
      </div>
      <nav aria-label={t('usefulLinks')} className="site-header-desk">
        <ul className="flex items-center gap-2">
          {headerLinks.map((item) => (
            <li key={item.label}>
              <TrackedLink
                href={item.href}
                external={item.external}
                track={{ menuName: menuNameOf(item), displayPage: 'Menu' }}
                className="header-link"
              >
                {item.label}
              </TrackedLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* One switch for both sizes, always in sight: the page carries its form once. */}
      <LanguageSwitch className="ml-auto" />
    </header>
  );
}
