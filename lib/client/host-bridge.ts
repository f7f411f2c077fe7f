/**
 * The portal's one way to hand a result back to the mobile app that opened it in a web view
 * (SPEC §7 "Host-app calls"). Three kinds of host are supported, tried in this order:
 *
 *  1. Android: the app injects an object named `PortalHost` with addJavascriptInterface; each
 *     event is a method taking the payload as a JSON string.
 *  2. iOS WKWebView: one WKScriptMessageHandler per event name; the payload goes as an object.
 *  3. React Native WebView: a single postMessage channel, so the event name travels in the JSON.
 *
 * The contract for the app team is docs/host-app.md. Browser-only, and deliberately free of React
 * so the screens can call it from any handler.
 */

export type HostEvent = 'goBackToFundSwitch' | 'goBackToPremiumRedirection' | 'failureGoBackToPolicy';

export interface HostPayload {
  policyNo: string;
  serviceRequestId: string;
  /** ISO 8601 */
  timestamp: string;
  message?: string;
}

const EVENTS: readonly HostEvent[] = ['goBackToFundSwitch', 'goBackToPremiumRedirection', 'failureGoBackToPolicy'];

/** Name of the Android JavaScript interface object; the app must use exactly this. */
export const ANDROID_INTERFACE = 'PortalHost';

type AndroidHost = Partial<Record<HostEvent, (json: string) => unknown>>;
interface IosHandlers {
  messageHandlers?: Partial<Record<HostEvent, { postMessage: (message: unknown) => unknown }>>;
}
interface RnHost {
  postMessage: (message: string) => unknown;
}

interface HostWindow {
  PortalHost?: AndroidHost;
  webkit?: IosHandlers;
  ReactNativeWebView?: RnHost;
}

/** The window, or null during server rendering; read each call so a late-injected host is seen. */
function hostWindow(): HostWindow | null {
  const w = (globalThis as { window?: unknown }).window;
  return w && typeof w === 'object' ? (w as HostWindow) : null;
}

type Sender = (payload: HostPayload) => void;

/** The sender for this event, or null when no host of any kind can take it. */
function findSender(w: HostWindow, event: HostEvent): Sender | null {
  const android = w.PortalHost;
  const androidFn = android?.[event];
  // Called as a method: Android's bridge objects reject calls without their receiver.
  if (typeof androidFn === 'function') return (p) => void androidFn.call(android, JSON.stringify(p));

  const ios = w.webkit?.messageHandlers?.[event];
  if (ios && typeof ios.postMessage === 'function') return (p) => void ios.postMessage({ ...p });

  const rn = w.ReactNativeWebView;
  if (rn && typeof rn.postMessage === 'function') return (p) => void rn.postMessage(JSON.stringify({ event, ...p }));
  return null;
}

/** True when some host app could receive at least one of the events. */
export function hasHost(): boolean {
  try {
    const w = hostWindow();
    return Boolean(w) && EVENTS.some((event) => findSender(w!, event) !== null);
  } catch {
    return false;
  }
}

/**
 * Sends the event; true if a host took it. Never throws: a broken host must not leave the customer
 * on a dead screen, so the caller falls back to its on-screen result when this returns false.
 */
export function callHost(event: HostEvent, payload: HostPayload): boolean {
  try {
    const w = hostWindow();
    const send = w && findSender(w, event);
    if (!send) return false;
    send(payload);
    return true;
  } catch (error) {
    console.error(`host bridge: ${event} failed`, error);
    return false;
  }
}
