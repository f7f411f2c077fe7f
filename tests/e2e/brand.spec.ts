import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/runtime.mjs';
import { expect, test, type Page } from './fixtures';
import { startExpectingRefusal } from './extra-portal';
import { expectAccessible, isMobile, login, signIn } from './support';

/** A second insurer: its own name, a wide logo and a teal primary colour. */
const ACME_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 32"><rect width="96" height="32" rx="6" fill="#0f766e"/><circle cx="16" cy="16" r="8" fill="#fff"/></svg>';
const ACME_TEAL = 'rgb(15, 118, 110)';

function acmeLogoFile(): string {
  const dir = join(root, '.tmp', 'brand-spec');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'acme-logo.svg');
  writeFileSync(file, ACME_LOGO);
  return file;
}

/** The logo the header (phone) or side bar (desktop) shows, beside the insurer's short name. */
function shownLogo(page: Page) {
  const where = isMobile(page) ? page.getByRole('banner') : page.getByRole('complementary', { name: 'Side bar' });
  return where.locator('img[src^="/brand/logo.svg?v="]');
}

test.describe('the insurer’s brand', () => {
  test('the sandbox’s insurer is named with its logo in the shell and the titles', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveTitle(/ \| Sandbox Life$/);
    const logo = shownLogo(page);
    await expect(logo).toBeVisible();
    // Its box is fixed before the drawing arrives: nothing below it moves when it loads.
    expect(await logo.evaluate((img: HTMLImageElement) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      '32',
      '32',
    ]);
    await expect(logo.locator('xpath=..')).toHaveText('Sandbox Life');
    // The text is set in Noto Sans from the portal's own files; Devanagari's waits for Devanagari text.
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((f) => `${f.family} ${f.status}`);
    });
    expect(faces).toContain('Noto Sans loaded');
    expect(faces).toContain('Noto Sans Devanagari unloaded');
    await expectAccessible(page);
  });

  test('a portal started with another insurer’s variables shows that insurer, without a rebuild @server', async ({
    page,
    extraPortals,
  }) => {
    const portal = await extraPortals.get({
      INSURER_NAME: 'Acme Life Insurance Company Limited',
      BRAND_SHORT_NAME: 'Acme Life',
      BRAND_PRIMARY_COLOUR: '#0f766e',
      BRAND_LOGO_FILE: acmeLogoFile(),
    });
    await page.goto(`${portal.url}/login`);
    await expect(page).toHaveTitle('Login | Acme Life');
    await expect(page.getByRole('button', { name: 'Get OTP' })).toHaveCSS('background-color', ACME_TEAL);
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toMatch(/^\/brand\/icon\.svg\?v=/);
    expect(await (await page.request.get(`${portal.url}${favicon}`)).text()).toBe(ACME_LOGO);

    await login(page, undefined, `${portal.url}/login`);
    await expect(page).toHaveTitle(/ \| Acme Life$/);
    const logo = shownLogo(page);
    await expect(logo.locator('xpath=..')).toHaveText('Acme Life');
    // 3:1, drawn 32 px high.
    await expect(logo).toHaveAttribute('width', '96');
    const res = await page.request.get(`${portal.url}${await logo.getAttribute('src')}`);
    expect(res.headers()['content-type']).toBe('image/svg+xml');
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(await res.text()).toBe(ACME_LOGO);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
    await expect(page.locator('.btn-primary').first()).toHaveCSS('background-color', ACME_TEAL);

    const manifest = await (await page.request.get(`${portal.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Acme Life', short_name: 'Acme Life', theme_color: '#0f766e' });
    const icon = await page.request.get(`${portal.url}${manifest.icons[0].src}`);
    expect(icon.headers()['content-type']).toBe('image/png');
    // A PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
    const png = await icon.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
  });

  test('a primary colour white text cannot be read on stops the start, naming the variable @server', async ({ servers }) => {
    const { code, output } = await startExpectingRefusal(servers.portalEnv, { BRAND_PRIMARY_COLOUR: '#7a8fb5' });
    expect(code).not.toBe(0);
    expect(output).toContain('BRAND_PRIMARY_COLOUR #7a8fb5 has 3.');
  });
});
