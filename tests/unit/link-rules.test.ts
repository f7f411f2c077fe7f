import { describe, expect, it } from 'vitest';
import { routerPath, routerPress, trackedEvent } from '@/components/ui/link-rules';

/** Which presses on a link the app router takes; everything else stays the browser's. */
const anchor = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
  hasAttribute: (name: string) => name in attributes,
});
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, more: Record<string, string> = {}) => anchor({ 'data-nav': '', href, ...more });

describe('routerPress', () => {
  it('takes a plain press on an internal link, keeping the scroll only where the link asks', () => {
    expect(routerPress(link('/policy-details/10000001'), plain)).toEqual({ path: '/policy-details/10000001', scroll: true });
    expect(routerPress(link('/policy-details/1?tab=NOMINEE', { 'data-keep-scroll': '' }), plain)).toEqual({
      path: '/policy-details/1?tab=NOMINEE',
      scroll: false,
    });
  });

  it('leaves new tabs and windows, other buttons, targets and downloads to the browser', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
      expect(routerPress(link('/download'), { ...plain, [modifier]: true })).toBeNull();
    }
    expect(routerPress(link('/download'), { ...plain, button: 1 })).toBeNull();
    expect(routerPress(link('/download', { target: '_blank' }), plain)).toBeNull();
    expect(routerPress(link('/download', { target: '_self' }), plain)).toEqual({ path: '/download', scroll: true });
    expect(routerPress(link('/api/documents/x', { download: '' }), plain)).toBeNull();
  });

  it('leaves a press another handler took (a profile modal opening in place)', () => {
    expect(routerPress(link('/manage-profile?modal=aadhaar'), { ...plain, defaultPrevented: true })).toBeNull();
  });

  it('never routes another site, however the address is written', () => {
    for (const href of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'mailto:a@b.in', '']) {
      expect(routerPress(link(href), plain)).toBeNull();
    }
  });

  it('takes only the links marked for it', () => {
    expect(routerPress(anchor({ href: '/download' }), plain)).toBeNull();
    expect(routerPath(anchor({ href: '/download' }))).toBeNull();
    expect(routerPath(link('/download'))).toBe('/download');
  });
});

describe('trackedEvent', () => {
  it('reads the event a TrackedLink carries, with its policy when it names one', () => {
    const payNow = anchor({ 'data-track-menu': 'Pay Now', 'data-track-page': 'Home Page', 'data-track-policy': '10000001' });
    expect(trackedEvent(payNow)).toEqual({ menuName: 'Pay Now', displayPage: 'Home Page', policyNo: '10000001' });
    expect(trackedEvent(anchor({ 'data-track-menu': 'Download', 'data-track-page': 'Menu' }))).toEqual({
      menuName: 'Download',
      displayPage: 'Menu',
    });
  });

  it('reports nothing for a link that carries no whole event', () => {
    expect(trackedEvent(link('/download'))).toBeNull();
    expect(trackedEvent(anchor({ 'data-track-menu': 'Download' }))).toBeNull();
  });
});
