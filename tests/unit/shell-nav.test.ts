import { describe, expect, it } from 'vitest';
import {
  BOTTOM_BAR_AFTER_QUICK_LINKS,
  bottomBarBeforeQuickLinks,
  headerLinks,
  isCurrentPath,
  QUICK_LINKS,
  SIDE_MENU,
  visibleItems,
} from '@/components/shell/nav-items';
import { parseFeatures } from '@/lib/features';
import { EXTERNAL_LINK_DEFAULTS } from '@/lib/links';
import { parseStoredOpen, serializeOpen } from '@/components/shell/sidebar-store';

const allOn = parseFeatures(undefined).features;
const HEADER_LINKS = headerLinks(EXTERNAL_LINK_DEFAULTS);
const BOTTOM_BAR_BEFORE_QUICK_LINKS = bottomBarBeforeQuickLinks(EXTERNAL_LINK_DEFAULTS);
import en from '@/messages/en.json';

// Each entry's English text (the catalogue's) is SPEC's name, which analytics records in every language.
const labels = (items: ReadonlyArray<{ key: keyof typeof en.shell.nav; menuName: string }>) =>
  items.map((i) => {
    expect(en.shell.nav[i.key]).toBe(i.menuName);
    return i.menuName;
  });

describe('shell navigation data', () => {
  it('lists the side menu of SPEC §2 in order (Logout is the form after it)', () => {
    expect(labels(SIDE_MENU)).toEqual([
      'Home',
      'Pay Premium',
      'Profile',
      'File A Claim',
      'Download',
      'Service Request',
      'Help & Support',
    ]);
    expect(SIDE_MENU.map((i) => i.href)).toEqual([
      '/',
      '/pay-premium',
      '/manage-profile',
      '/claim',
      '/download',
      '/service-request',
      '/help-and-support',
    ]);
  });

  it('lists the header and bottom bar entries of SPEC §2', () => {
    expect(labels(HEADER_LINKS)).toEqual(['Pay Premium', 'Buy a New Policy', 'Claims', 'Support']);
    expect([...labels(BOTTOM_BAR_BEFORE_QUICK_LINKS), 'Quick Links', ...labels(BOTTOM_BAR_AFTER_QUICK_LINKS)]).toEqual([
      'Home',
      'Pay Premium',
      'Buy a New Policy',
      'Quick Links',
      'Support',
    ]);
    expect(labels(QUICK_LINKS)).toEqual([
      'Update Aadhaar',
      'Update Email Id',
      'Update Address',
      'Update PAN',
      'Update Nominee',
      'Go Green Request',
    ]);
  });

  it('points Buy a New Policy at the configured address', () => {
    const links = { ...EXTERNAL_LINK_DEFAULTS, buyPolicy: 'https://insurer.example/buy' };
    for (const items of [headerLinks(links), bottomBarBeforeQuickLinks(links)]) {
      expect(items.find((i) => i.menuName === 'Buy a New Policy')).toMatchObject({
        href: 'https://insurer.example/buy',
        external: true,
      });
    }
  });

  it('opens only external pages in a new tab, and those use https', () => {
    for (const item of [...HEADER_LINKS, ...BOTTOM_BAR_BEFORE_QUICK_LINKS, ...SIDE_MENU]) {
      if (item.external) expect(item.href).toMatch(/^https:\/\//);
      else expect(item.href).toMatch(/^\//);
    }
  });
});

describe('visibleItems', () => {
  it('keeps everything when every feature is on', () => {
    expect(visibleItems(SIDE_MENU, allOn)).toHaveLength(SIDE_MENU.length);
    expect(visibleItems(QUICK_LINKS, allOn)).toHaveLength(6);
  });

  it('drops exactly the entries whose flag is off', () => {
    const { features } = parseFeatures('payPremium,claim,helpAndSupport,goGreen');
    expect(labels(visibleItems(SIDE_MENU, features))).toEqual(['Home', 'Profile', 'Download', 'Service Request']);
    expect(labels(visibleItems(HEADER_LINKS, features))).toEqual(['Buy a New Policy']);
    expect(labels(visibleItems(BOTTOM_BAR_AFTER_QUICK_LINKS, features))).toEqual([]);
    expect(labels(visibleItems(QUICK_LINKS, features))).not.toContain('Go Green Request');
  });

  it('ignores flags that do not gate any entry', () => {
    const { features } = parseFeatures('fundSwitch,premiumRedirection');
    expect(visibleItems(SIDE_MENU, features)).toHaveLength(SIDE_MENU.length);
  });
});

describe('isCurrentPath', () => {
  it('marks Home only on / itself', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/download', '/')).toBe(false);
  });

  it('marks a section on its own page and below, not on look-alike prefixes', () => {
    expect(isCurrentPath('/pay-premium', '/pay-premium')).toBe(true);
    expect(isCurrentPath('/pay-premium/10000001', '/pay-premium')).toBe(true);
    expect(isCurrentPath('/claim/track', '/claim')).toBe(true);
    expect(isCurrentPath('/claims', '/claim')).toBe(false);
  });
});

describe('side bar memory', () => {
  it('defaults to open unless explicitly stored closed', () => {
    expect(parseStoredOpen(null)).toBe(true);
    expect(parseStoredOpen('1')).toBe(true);
    expect(parseStoredOpen('garbage')).toBe(true);
    expect(parseStoredOpen('0')).toBe(false);
  });

  it('round-trips through storage', () => {
    expect(parseStoredOpen(serializeOpen(false))).toBe(false);
    expect(parseStoredOpen(serializeOpen(true))).toBe(true);
  });
});
