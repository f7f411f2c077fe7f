import { expect, test } from './fixtures';
import { AARAV, expectAccessible, expireSessions, login, openMenu, signIn } from './support';

test.describe('session', () => {
  // Tests that end the session log in afresh: the worker's kept session (signIn) stays usable.
  test('an expired session at the core ends on /login?expired=Y with a notice', async ({ page }) => {
    await login(page);
    await expireSessions(page.request, AARAV.mobile);
    await page.goto('/policy-details/10000001');
    await expect(page).toHaveURL(/\/login\?expired=Y/);
    await expect(page.getByText('Your session has expired. Please login again to continue.')).toBeVisible();
    await expectAccessible(page);
    // The cookie is gone: the next visit is a plain login, not another expiry.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a link to /login?expired=Y shows the notice but cannot end a live session', async ({ page, baseURL }) => {
    await signIn(page);
    for (const link of ['/login?expired=Y', '/login?expired=Y&end=forged']) {
      await page.goto(link);
      await expect(page.getByText('Your session has expired. Please login again to continue.')).toBeVisible();
      await page.goto('/');
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('heading', { name: `Hello, ${AARAV.firstName}` })).toBeVisible();
    }
  });

  test('logout ends the session at the core and in the browser', async ({ page }) => {
    await login(page);
    const cookiesBefore = await page.context().cookies();
    expect(cookiesBefore.some((c) => c.name === 'portal_session' && c.httpOnly)).toBe(true);
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).some((c) => c.name === 'portal_session')).toBe(false);

    // Even the old cookie is useless now: the core revoked its token.
    await page.context().addCookies(cookiesBefore);
    await page.goto('/policy-details/10000001');
    await expect(page).toHaveURL(/\/login\?expired=Y/);
  });

  test('a copy of the cookie kept from before logout shows nothing of the customer, and ends at /login', async ({
    page,
    request,
    browser,
  }) => {
    await login(page);
    await expect(page.getByRole('heading', { name: `Hello, ${AARAV.firstName}` })).toBeVisible();
    const kept = (await page.context().cookies()).filter((c) => c.name.endsWith('portal_session'));
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const cookie = kept.map((c) => `${c.name}=${c.value}`).join('; ');
    const replay = await browser.newContext();
    await replay.addCookies(kept);
    const again = await replay.newPage();
    for (const path of ['/', '/download', '/manage-profile']) {
      // The bytes as sent, streamed parts included, not only what the browser ends up showing.
      const res = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
      const html = await res.text();
      for (const shown of [AARAV.firstName, 'Sharma', 'Your e-KYC is pending']) {
        expect(html.includes(shown), `${path} shows ${shown}`).toBe(false);
      }
      expect(res.status(), path).toBe(307);
      expect(res.headers().location, path).toMatch(/^\/login\?expired=Y/);

      await again.goto(path);
      await expect(again).toHaveURL(/\/login\?expired=Y/);
      await expect(again.getByText(AARAV.firstName)).toHaveCount(0);
      await replay.addCookies(kept);
    }
    await replay.close();
  });

  test('the session cookie is HttpOnly and never readable by page scripts', async ({ page }) => {
    await signIn(page);
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_session');
  });

  test('pages carry the security headers', async ({ page }) => {
    const res = await page.goto('/login');
    const h = res!.headers();
    expect(h['content-security-policy']).toMatch(/object-src 'none'/);
    expect(h['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(h['content-security-policy']).toMatch(/base-uri 'self'/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBeTruthy();
    expect(h['cache-control']).toContain('no-store');
    expect(h['x-robots-tag']).toContain('noindex');
  });

  test('shows the offline overlay and lets the customer continue once back online', async ({ page, context }) => {
    await signIn(page);
    // Straight after the page loaded, before its late scripts (the toaster's) may have arrived:
    // losing them must not turn the page into an error (components/shell/app-toaster.tsx).
    await context.setOffline(true);
    const oops = page.getByRole('dialog', { name: 'Oops!' });
    await expect(oops).toBeVisible();
    await expect(
      oops.getByText("We're having trouble connecting. Please check your Wi-Fi or mobile data try again."),
    ).toBeVisible();
    await expect(oops.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectAccessible(page);
    await context.setOffline(false);
    const back = page.getByRole('dialog', { name: 'Great news!' });
    await expect(back.getByText('Welcome back! Your connection is stable again. Click to continue.')).toBeVisible();
    await back.getByRole('button', { name: 'Continue' }).click();
    await expect(back).toBeHidden();
  });

  test('unknown paths show the not-found page', async ({ page }) => {
    await signIn(page);
    const res = await page.goto('/no-such-page');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
  });
});
