import { createElement } from 'react';
import { renderMarkup } from './render-markup';
import { describe, expect, it } from 'vitest';
import { TrackedLink } from '@/components/shell/tracked-link';
import { trackedEvent, trackScope } from '@/lib/track-attributes';

/*
 * What a tracked link writes is what the document's one click listener reads
 * (components/shell/track-clicks.tsx): the press reports its event, with the policy it names;
 * another site opens in a new tab and says so.
 */
function rendered(element: ReturnType<typeof createElement>) {
  const html = renderMarkup(element);
  const tag = /^<a ([^>]*)>/.exec(html)?.[1] ?? '';
  const attributes = Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], (m[2] ?? '').replace(/&amp;/g, '&')]),
  );
  return { html, attributes, anchor: inScope(attributes, {}) };
}

/** An anchor with these attributes inside an element with those (a trackScope, or nothing). */
function inScope(own: Record<string, string>, scope: Record<string, string>) {
  const element = (attrs: Record<string, string>) => ({ getAttribute: (n: string) => attrs[n] ?? null });
  const attributeOf = (selector: string) => /^\[([\w-]+)\]$/.exec(selector)?.[1] ?? '';
  return {
    ...element(own),
    closest: (selector: string) => {
      const name = attributeOf(selector);
      if (name in own) return element(own) as unknown as Element;
      return name in scope ? (element(scope) as unknown as Element) : null;
    },
  };
}

describe('tracked links', () => {
  it('an internal one is an ordinary link that reports its press, with the policy it names', () => {
    const { attributes, anchor } = rendered(
      createElement(
        TrackedLink,
        {
          href: '/pay-premium/10000001',
          track: { menuName: 'Pay Now', displayPage: 'Home Page', policyNo: '10000001' },
          className: 'btn',
        },
        'Pay Now',
      ),
    );
    expect(attributes).toMatchObject({ href: '/pay-premium/10000001', class: 'btn' });
    expect(attributes).not.toHaveProperty('target');
    expect(trackedEvent(anchor)).toEqual({ menuName: 'Pay Now', displayPage: 'Home Page', policyNo: '10000001' });
  });

  it('a menu link without a policy writes no policy, and keeps its title and current page', () => {
    const { attributes, anchor } = rendered(
      createElement(
        TrackedLink,
        { href: '/', track: { menuName: 'Home', displayPage: 'Menu' }, 'aria-current': 'page', title: 'Home' },
        'Home',
      ),
    );
    expect(attributes).not.toHaveProperty('data-track-policy');
    // The menus' page is the default one, so it is not written on every menu link of every page.
    expect(attributes).not.toHaveProperty('data-track-page');
    expect(attributes).toMatchObject({ 'aria-current': 'page', title: 'Home' });
    expect(trackedEvent(anchor)).toEqual({ menuName: 'Home', displayPage: 'Menu' });
  });

  it('another site opens in a new tab and says so to screen readers', () => {
    const { html, attributes, anchor } = rendered(
      createElement(
        TrackedLink,
        {
          href: 'https://www.example-life.in/buy-online',
          external: true,
          track: { menuName: 'Buy a New Policy', displayPage: 'Menu' },
        },
        'Buy a New Policy',
      ),
    );
    expect(attributes).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span>');
    expect(trackedEvent(anchor)).toEqual({ menuName: 'Buy a New Policy', displayPage: 'Menu' });
  });

  it("a link inside a page's scope reports the scope's page, unless it names its own", () => {
    const { attributes } = rendered(
      createElement(TrackedLink, { href: '/download', track: { menuName: 'Download' }, className: 'tile' }, 'Download'),
    );
    expect(attributes).not.toHaveProperty('data-track-page');
    expect(trackedEvent(inScope(attributes, trackScope('Home Page')))).toEqual({
      menuName: 'Download',
      displayPage: 'Home Page',
    });
    expect(trackedEvent(inScope(attributes, {}))).toEqual({ menuName: 'Download', displayPage: 'Menu' });
    const own = { ...attributes, 'data-track-page': 'Quick links' };
    expect(trackedEvent(inScope(own, trackScope('Home Page')))).toEqual({ menuName: 'Download', displayPage: 'Quick links' });
  });

  it('an anchor without an event reports nothing', () => {
    expect(trackedEvent(inScope({}, trackScope('Home Page')))).toBeNull();
  });
});
