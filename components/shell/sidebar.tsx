import { LanguageSwitch } from '@/components/i18n/language-switch';
import { BrandMark } from './brand-mark';
import type { NavItem, Shown } from './nav-items';
import { ProfileAvatar, type ShellProfile } from './profile-avatar';
import { SideMenu } from './side-menu';
import { SidebarFrame } from './sidebar-frame';

interface SidebarProps {
  items: Shown<NavItem>[];
  profile: ShellProfile;
}

/** The menu the side bar's toggle shows and hides; one per page (the mobile menu's has none). */
const SIDE_MENU_ID = 'side-menu';

/**
 * Desktop side bar (≥1024 px): the avatar and the main menu inside the frame that collapses them
 * to an icon rail. Each is a client leaf of its own (the avatar opens its editor, the menu marks
 * the current page), composed here.
 */
export function Sidebar({ items, profile }: SidebarProps) {
  return (
    <SidebarFrame menuId={SIDE_MENU_ID} brand={<BrandMark />}>
      <ProfileAvatar profile={profile} />
      <SideMenu id={SIDE_MENU_ID} items={items} />
      <LanguageSwitch className="sidebar-language" />
    </SidebarFrame>
  );
}
