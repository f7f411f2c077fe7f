import type { TrackEvent } from './track-client';

/*
 * A tracked link's analytics event as attributes on its anchor, and back: TrackedLink writes them,
 * the document's click listener reads them. Plain functions, so both ends are tested without a browser.
 */
const ATTRIBUTES = { menuName: 'data-track-menu', displayPage: 'data-track-page', policyNo: 'data-track-policy' } as const;

type TrackAttributes = Partial<Record<(typeof ATTRIBUTES)[keyof typeof ATTRIBUTES], string>>;

/*
 * Most tracked links are the menus' (side bar, header, bottom bar: a dozen and more on every page),
 * so their page is the one left unwritten: every page's HTML and RSC payload carry less.
 */
const DEFAULT_PAGE = 'Menu' satisfies TrackEvent['displayPage'];

/**
 * A press's event as a link states it. Links inside a page's scope (trackScope: the dashboard's
 * cards and tiles, a dozen of them) leave their page to it, written once on the container.
 */
export type TrackedPress = Pick<TrackEvent, 'menuName' | 'policyNo'> & Partial<Pick<TrackEvent, 'displayPage'>>;

/** Only the attributes the event has: a policy-less event writes no empty policy attribute. */
export function trackAttributes({ menuName, displayPage, policyNo }: TrackedPress): TrackAttributes {
  return {
    [ATTRIBUTES.menuName]: menuName,
    ...(displayPage === undefined || displayPage === DEFAULT_PAGE ? {} : { [ATTRIBUTES.displayPage]: displayPage }),
    ...(policyNo ? { [ATTRIBUTES.policyNo]: policyNo } : {}),
  };
}

/** The page every tracked link inside this element reports, unless the link names its own. */
export function trackScope(displayPage: TrackEvent['displayPage']): TrackAttributes {
  return { [ATTRIBUTES.displayPage]: displayPage };
}

/** The event a press on this anchor reports, or null for an anchor that reports none. */
export function trackedEvent(a: Pick<Element, 'getAttribute' | 'closest'>): TrackEvent | null {
  const menuName = a.getAttribute(ATTRIBUTES.menuName);
  // The anchor's own page, else its scope's (closest starts at the anchor itself).
  const displayPage = a.closest(`[${ATTRIBUTES.displayPage}]`)?.getAttribute(ATTRIBUTES.displayPage) ?? DEFAULT_PAGE;
  if (!menuName || !displayPage) return null;
  const policyNo = a.getAttribute(ATTRIBUTES.policyNo);
  // The route handler checks the page against its list; this only carries what the link said.
  return { menuName, displayPage: displayPage as TrackEvent['displayPage'], ...(policyNo ? { policyNo } : {}) };
}
