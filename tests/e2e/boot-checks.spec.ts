import { expect, test } from './fixtures';
import { startExpectingRefusal, startExtraPortal } from './extra-portal';

/**
 * A production portal (NODE_ENV=production, which `next start` sets, against a real core named
 * by UPSTREAM_URL) must not come up half configured: it stops at boot and says what is missing.
 */
test.describe('production configuration is checked at start', () => {
  test('without PUBLIC_URL the portal refuses to start, since return addresses would come from the Host header', async ({
    servers,
  }) => {
    const { code, output } = await startExpectingRefusal(servers.portalEnv, { PUBLIC_URL: undefined });
    expect(code).not.toBe(0);
    expect(output).toContain('PUBLIC_URL is not set');
  });

  test('without a reCAPTCHA key the portal refuses to start unless the test token is allowed', async ({ servers }) => {
    const { code, output } = await startExpectingRefusal(servers.portalEnv, {
      RECAPTCHA_SITE_KEY: undefined,
      ALLOW_CAPTCHA_TEST_TOKEN: undefined,
    });
    expect(code).not.toBe(0);
    expect(output).toContain('RECAPTCHA_SITE_KEY is not set');
  });

  test('with a reCAPTCHA key and PUBLIC_URL it starts and shows the widget’s script on the login page', async ({
    page,
    servers,
  }) => {
    const portal = await startExtraPortal(servers.portalEnv, {
      RECAPTCHA_SITE_KEY: 'test-site-key',
      ALLOW_CAPTCHA_TEST_TOKEN: undefined,
    });
    try {
      const res = await page.request.get(`${portal.url}/login`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-security-policy']).toContain('https://www.google.com/recaptcha/');
    } finally {
      await portal.stop();
    }
  });
});
