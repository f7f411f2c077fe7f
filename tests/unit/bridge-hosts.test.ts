import { afterEach, describe, expect, it, vi } from 'vitest';
import { callHost, hasHost, type HostPayload } from '@/lib/client/host-bridge';

const payload: HostPayload = { policyNo: '12345678', serviceRequestId: 'SR-1', timestamp: '2025-01-02T03:04:05.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callHost: Android JavaScript interface', () => {
  it('calls PortalHost[event] with the payload as JSON, as a method of the object', () => {
    const host = {
      calledOn: null as unknown,
      goBackToFundSwitch: vi.fn(function (this: unknown) {
        host.calledOn = this;
      }),
    };
    vi.stubGlobal('window', { PortalHost: host });
    expect(hasHost()).toBe(true);
    expect(callHost('goBackToFundSwitch', payload)).toBe(true);
    expect(host.goBackToFundSwitch).toHaveBeenCalledWith(JSON.stringify(payload));
    expect(host.calledOn).toBe(host);
  });

  it('is preferred over the other hosts when several are present', () => {
    const android = { failureGoBackToPolicy: vi.fn() };
    const rn = { postMessage: vi.fn() };
    vi.stubGlobal('window', { PortalHost: android, ReactNativeWebView: rn });
    expect(callHost('failureGoBackToPolicy', { ...payload, message: 'No' })).toBe(true);
    expect(android.failureGoBackToPolicy).toHaveBeenCalledTimes(1);
    expect(rn.postMessage).not.toHaveBeenCalled();
  });

  it('falls through to the next host when the app did not define that method', () => {
    const rn = { postMessage: vi.fn() };
    vi.stubGlobal('window', { PortalHost: { goBackToFundSwitch: vi.fn() }, ReactNativeWebView: rn });
    expect(callHost('goBackToPremiumRedirection', payload)).toBe(true);
    expect(rn.postMessage).toHaveBeenCalledTimes(1);
  });
});

describe('callHost: iOS WKWebView', () => {
  it('posts the payload object to the handler named after the event', () => {
    const handler = { postMessage: vi.fn() };
    vi.stubGlobal('window', { webkit: { messageHandlers: { goBackToPremiumRedirection: handler } } });
    expect(callHost('goBackToPremiumRedirection', payload)).toBe(true);
    expect(handler.postMessage).toHaveBeenCalledWith(payload);
  });

  it('does not use a handler registered for another event', () => {
    const handler = { postMessage: vi.fn() };
    vi.stubGlobal('window', { webkit: { messageHandlers: { goBackToFundSwitch: handler } } });
    expect(callHost('failureGoBackToPolicy', payload)).toBe(false);
    expect(handler.postMessage).not.toHaveBeenCalled();
  });
});

describe('callHost: React Native WebView', () => {
  it('posts one JSON string with the event name beside the payload fields', () => {
    const rn = { postMessage: vi.fn() };
    vi.stubGlobal('window', { ReactNativeWebView: rn });
    const failure = { ...payload, serviceRequestId: '', message: 'Something went wrong' };
    expect(callHost('failureGoBackToPolicy', failure)).toBe(true);
    expect(JSON.parse(rn.postMessage.mock.calls[0]![0] as string)).toEqual({ event: 'failureGoBackToPolicy', ...failure });
  });
});

describe('callHost: no host or a broken one', () => {
  it('returns false in a plain browser and on the server', () => {
    vi.stubGlobal('window', {});
    expect(hasHost()).toBe(false);
    expect(callHost('goBackToFundSwitch', payload)).toBe(false);
    vi.stubGlobal('window', undefined);
    expect(hasHost()).toBe(false);
    expect(callHost('goBackToFundSwitch', payload)).toBe(false);
  });

  it('returns false and logs when the host throws', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = () => {
      throw new Error('bridge gone');
    };
    vi.stubGlobal('window', { PortalHost: { goBackToFundSwitch: broken } });
    expect(callHost('goBackToFundSwitch', payload)).toBe(false);
    vi.stubGlobal('window', { webkit: { messageHandlers: { goBackToFundSwitch: { postMessage: broken } } } });
    expect(callHost('goBackToFundSwitch', payload)).toBe(false);
    vi.stubGlobal('window', { ReactNativeWebView: { postMessage: broken } });
    expect(callHost('goBackToFundSwitch', payload)).toBe(false);
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('returns false when reading the host itself throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hostile = Object.defineProperty({}, 'PortalHost', {
      get() {
        throw new Error('denied');
      },
    });
    vi.stubGlobal('window', hostile);
    expect(callHost('goBackToFundSwitch', payload)).toBe(false);
    expect(hasHost()).toBe(false);
  });
});
