/**
 * What an address the proxy never sees answers when nothing is there: a file of Next's build
 * output or the app's static files that does not exist (next.config.mjs sends them here). Plain
 * text with its own CSP: the portal's 404 page would need the proxy's nonce, and its layout would
 * show a signed-in customer's shell at an address that is not a page.
 */
function missing() {
  return new Response('Not found\n', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    },
  });
}

export const GET = missing;
export const HEAD = missing;
