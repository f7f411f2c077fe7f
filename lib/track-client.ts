import type { DISPLAY_PAGES } from '@portal/contracts/download';

export interface TrackEvent {
  menuName: string;
  displayPage: (typeof DISPLAY_PAGES)[number];
  policyNo?: string;
}

/**
 * Analytics for menu and button presses (SPEC §7 menu/track). sendBeacon hands
 * the event to the browser, so navigation never waits for it.
 */
export function trackEvent(event: TrackEvent): void {
  const body = JSON.stringify(event);
  try {
    if (navigator.sendBeacon?.('/api/track', new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch('/api/track', { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(
    () => undefined,
  );
}
