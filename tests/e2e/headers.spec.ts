import { expect, test } from './fixtures';
import { signIn } from './support';

const HSTS = 'max-age=31536000; includeSubDomains';
const overHttps = { 'x-forwarded-proto': 'https' };

test.describe('response headers', () => {
  test('over https every answer asks browsers to stay on https', async ({ request }) => {
    for (const path of ['/login', '/robots.txt', '/brand/logo.svg']) {
      const res = await request.get(path, { headers: overHttps, maxRedirects: 0 });
      expect(res.headers()['strict-transport-security'], path).toBe(HSTS);
    }
    const plain = await request.get('/login');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
  });

  test('static files are served to anyone without a login detour', async ({ request }) => {
    for (const path of [
      '/robots.txt',
      '/brand/logo.svg',
      '/brand/icon-192.png',
      '/apple-touch-icon.png',
      '/manifest.webmanifest',
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test('a page address ending like a file is still a page: CSP, no portal shell, 404', async ({ page }) => {
    await signIn(page);
    for (const path of [
      '/policy-details/10000001.txt',
      '/policy-details/10000001.png',
      '/no-such-page.ico',
      '/download.webmanifest',
    ]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-security-policy'], path).toMatch(/script-src [^;]*'nonce-/);
      expect(res.headers()['cache-control'], path).toContain('no-store');
    }
  });

  test('addresses that are not pages answer a plain 404 with the security headers, nothing of the customer', async ({ page }) => {
    await signIn(page);
    for (const path of ['/favicon.ico', '/_next/image', '/_next/static/x.html', '/_next/static/chunks/nope.js']) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(res.headers()['content-security-policy'], path).toContain("default-src 'none'");
      expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(await res.text(), path).toBe('Not found\n');
    }
  });
});
