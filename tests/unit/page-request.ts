/** What a browser adds to a request from one of the portal's own pages at http://portal. */
export const PAGE_HEADERS = { origin: 'http://portal', host: 'portal', 'sec-fetch-site': 'same-origin' };
