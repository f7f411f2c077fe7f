import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrackedLink } from '@/components/shell/tracked-link';
import { IntentLink } from '@/components/ui/intent-link';
import { routerPress, trackedEvent } from '@/components/ui/link-rules';

/*
 * What the portal's two link components write is what the document's one listener reads
 * (components/ui/link-rules.ts): the router takes the internal ones, a tracked press reports its
 * event, another site opens in a new tab and says so. Nothing they were not given is written.
 */
function rendered(element: ReturnType<typeof createElement>) {
  const html = renderToStaticMarkup(element);
  const tag = /^<a ([^>]*)>/.exec(html)?.[1] ?? '';
  const attributes = Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], (m[2] ?? '').replace(/&amp;/g, '&')]),
  );
  const el = { getAttribute: (n: string) => attributes[n] ?? null, hasAttribute: (n: string) => n in attributes };
  return { html, attributes, el };
}
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('link markup', () => {
  it('an internal tracked link is routed in the app and reports its press, with the policy it names', () => {
    const { attributes, el } = rendered(
      createElement(TrackedLink, {
        href: '/pay-premium/10000001',
        track: { menuName: 'Pay Now', displayPage: 'Home Page', policyNo: '10000001' },
        className: 'btn',
        children: 'Pay Now',
      }),
    );
    expect(routerPress(el, plain)).toEqual({ path: '/pay-premium/10000001', scroll: true });
    expect(trackedEvent(el)).toEqual({ menuName: 'Pay Now', displayPage: 'Home Page', policyNo: '10000001' });
    expect(Object.keys(attributes).sort()).toEqual([
      'class',
      'data-nav',
      'data-track-menu',
      'data-track-page',
      'data-track-policy',
      'href',
    ]);
  });

  it('a menu link without a policy, title or current page writes none of them', () => {
    const { attributes, el } = rendered(
      createElement(TrackedLink, {
        href: '/download',
        track: { menuName: 'Download', displayPage: 'Menu' },
        children: 'Download',
      }),
    );
    expect(trackedEvent(el)).toEqual({ menuName: 'Download', displayPage: 'Menu' });
    expect(Object.keys(attributes).sort()).toEqual(['data-nav', 'data-track-menu', 'data-track-page', 'href']);
    const current = rendered(
      createElement(TrackedLink, {
        href: '/',
        track: { menuName: 'Home', displayPage: 'Menu' },
        'aria-current': 'page',
        title: 'Home',
        children: 'Home',
      }),
    );
    expect(current.attributes).toMatchObject({ 'aria-current': 'page', title: 'Home' });
  });

  it('another site opens in a new tab, says so to screen readers, and is left to the browser', () => {
    const { html, attributes, el } = rendered(
      createElement(TrackedLink, {
        href: 'https://www.example-life.in/buy-online',
        external: true,
        track: { menuName: 'Buy a New Policy', displayPage: 'Menu' },
        children: 'Buy a New Policy',
      }),
    );
    expect(attributes).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(attributes).not.toHaveProperty('data-nav');
    expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span>');
    expect(routerPress(el, plain)).toBeNull();
    expect(trackedEvent(el)).toEqual({ menuName: 'Buy a New Policy', displayPage: 'Menu' });
  });

  it('an IntentLink keeps the scroll position only when asked to', () => {
    expect(routerPress(rendered(createElement(IntentLink, { href: '/download', children: 'Download' })).el, plain)).toEqual({
      path: '/download',
      scroll: true,
    });
    const tab = rendered(
      createElement(IntentLink, { href: '/policy-details/10000001?tab=NOMINEE', scroll: false, children: 'Nominee' }),
    );
    expect(routerPress(tab.el, plain)).toEqual({ path: '/policy-details/10000001?tab=NOMINEE', scroll: false });
    expect(Object.keys(rendered(createElement(IntentLink, { href: '/', children: 'Home' })).attributes).sort()).toEqual([
      'data-nav',
      'href',
    ]);
  });
});
