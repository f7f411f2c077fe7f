/**
 * The Content-Security-Policy of every page. Scripts need this request's nonce
 * (Next puts it on its own scripts); styles allow inline because React renders
 * style attributes and the toaster injects a <style> element.
 */
export function contentSecurityPolicy(opts: { nonce: string; dev: boolean; https: boolean; recaptcha: boolean }): string {
  const google = opts.recaptcha ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/' : '';
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ''}${google}`,
    `style-src 'self' 'unsafe-inline'`,
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
