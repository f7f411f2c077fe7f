/**
 * A plain 404 for an address that is not a page: a file that does not exist, Next's image
 * optimiser the portal does not use. Plain text with a CSP of its own, since the portal's 404 page
 * would need the proxy's nonce and, through its catch-all, show a signed-in customer's shell.
 */
export function notAPage(): Response {
  // i18n-ignore: for what fetches files, not for a customer's page
  return new Response('Not found\n', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    },
  });
}
