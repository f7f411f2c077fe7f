import createNextIntlPlugin from 'next-intl/plugin';

/** Headers every response carries, static files included; the CSP is per request, in proxy.ts. */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets parallel work build into its own folder (NEXT_DIST_DIR=.next-x) without clobbering .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The image ships only what the server needs: `<distDir>/standalone/server.js` and the modules
  // it imports (traced), no compiler, no SQLite driver (Dockerfile, docs/operations.md).
  output: 'standalone',
  // Images are served as they are (images.unoptimized: /_next/image answers 404), so the image
  // optimizer's sharp and its libvips, native code of 19 MB, stay out of the standalone output.
  outputFileTracingExcludes: { '*': ['node_modules/sharp/**', 'node_modules/@img/**'] },
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // A font file imported with ?url is its URL (Hindi pages preload theirs: lib/server/font-preloads.ts);
  // the stylesheet's url()s are left to the CSS pipeline.
  turbopack: { rules: { '*.woff2': { condition: { query: '?url' }, type: 'asset' } } },
  // The wire contract is a workspace package shipped as TypeScript source.
  transpilePackages: ['@portal/contracts'],
  // Addresses that skip the proxy (its matcher) and match no file: a plain 404, not the portal's
  // page (app/api/missing-file). After the files, so every file that exists is served as before.
  async rewrites() {
    return {
      afterFiles: [
        { source: '/_next/:path*', destination: '/api/missing-file' },
        { source: '/favicon.ico', destination: '/api/missing-file' },
        { source: '/robots.txt', destination: '/api/missing-file' },
        { source: '/brand/:path*', destination: '/api/missing-file' },
      ],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Behind a TLS proxy every answer, static files included, keeps browsers on https (pages
      // also get it from proxy.ts when PUBLIC_URL is https).
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(,.*)?' }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
      },
    ];
  },
};

// next-intl reads each request's language and messages from lib/i18n/request.ts.
export default createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // The catalogues are compiled at build time, so the browser gets formatting only, not the
  // ICU parser (docs/decisions.md, first-load JS).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
