import { expect, test, type Page } from './fixtures';
import { AARAV, sandboxUrl, login, signIn } from './support';

/** Ways of writing "another host" that each survive a naive same-origin check somewhere. */
const OFF_SITE = [
  '/.//evil.invalid/x',
  '/%2e//evil.invalid/x',
  '/a/..//evil.invalid/x',
  '/\\evil.invalid',
  '/%5C%5Cevil.invalid',
  '/\t/evil.invalid',
];

/** Where a redirect answer would take the browser, without following it anywhere. */
async function redirectTarget(page: Page, path: string): Promise<URL> {
  const res = await page.request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBeGreaterThanOrEqual(300);
  expect(res.status(), path).toBeLessThan(400);
  return new URL(res.headers()['location']!, res.url());
}

test.describe('redirects stay on the portal', () => {
  test.beforeEach(async ({ context }) => {
    // Should a redirect escape, the browser lands on this page instead of reaching out.
    await context.route(
      (url) => url.hostname.endsWith('evil.invalid'),
      (route) => route.fulfill({ body: 'off-site', contentType: 'text/plain' }),
    );
  });

  test('a signed-in customer opening a crafted login link stays on the portal', async ({ page, baseURL }) => {
    await signIn(page);
    const portal = new URL(baseURL!).host;
    for (const target of OFF_SITE) {
      const location = await redirectTarget(page, `/login?return_to=${encodeURIComponent(target)}`);
      expect(location.host, target).toBe(portal);
      expect(location.pathname, target).toBe('/');
    }
    await page.goto(`/login?return_to=${encodeURIComponent('/.//evil.invalid/x')}`);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { name: `Hello, ${AARAV.firstName}` })).toBeVisible();
  });

  test('the login flow itself returns only to portal pages', async ({ page, baseURL }) => {
    await login(page, AARAV, `/login?return_to=${encodeURIComponent('/.//evil.invalid/x')}`);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { name: `Hello, ${AARAV.firstName}` })).toBeVisible();
  });

  test("a hand-off naming another host opens the portal's home", async ({ page, baseURL }) => {
    const res = await page.request.post(`${sandboxUrl()}/__sandbox/app-link`, {
      data: { mobile: AARAV.mobile, redirectPath: '/.//evil.invalid/x', source: 'APP' },
    });
    expect(res.ok()).toBe(true);
    const { payload } = (await res.json()) as { payload: string };
    const location = await redirectTarget(page, `/external?payload=${encodeURIComponent(payload)}`);
    expect(location.host).toBe(new URL(baseURL!).host);
    expect(location.pathname).toBe('/');
  });
});
