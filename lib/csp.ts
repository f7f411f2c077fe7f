/**
 * The Content-Security-Policy of every page. Scripts need this request's nonce
 * (Next puts it on its own scripts); styles allow inline because React renders
 * style attributes and the toaster injects a <style> element.
 */
export interface CspOptions {
  nonce: string;
  dev: boolean;
  https: boolean;
  recaptcha: boolean;
  /**
   * Origin of the e-mandate provider's SDK (SPEC §7: its script and stylesheet are loaded on the
   * page). undefined: worked out from process.env the way lib/server/env.ts does; null: none.
   */
  enachSdkOrigin?: string | null;
}

/** Mirrors getEnv().enachSdkUrl (ENACH_SDK_URL, else the core's URL) as an origin, for the proxy, which cannot use server-only code. */
export function enachSdkOrigin(env: Record<string, string | undefined>): string | null {
  const raw = env.ENACH_SDK_URL || env.UPSTREAM_URL || 'http://127.0.0.1:4010';
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(opts: CspOptions): string {
  const google = opts.recaptcha ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/' : '';
  const origin = opts.enachSdkOrigin === undefined ? enachSdkOrigin(process.env) : opts.enachSdkOrigin;
  const sdk = origin ? ` ${origin}` : '';
  return [
    `default-src 'self'`,
    // With 'strict-dynamic' the SDK runs because its <script> carries the nonce; the host is only
    // read by older browsers that ignore 'strict-dynamic'. The SDK reaches its mandate page by
    // navigating the window, which no directive governs, so nothing else is opened to it.
    `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ''}${google}${sdk}`,
    `style-src 'self' 'unsafe-inline'${sdk}`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `frame-src 'self'${google}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
