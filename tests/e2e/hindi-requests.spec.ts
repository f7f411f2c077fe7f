import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './support';

/*
 * Issue 26: a customer who chose Hindi reads the service request tracker in Hindi — the page,
 * its tabs, the filters — while the request numbers and policy numbers stay as the core holds them.
 */

test('the service request tracker reads in Hindi', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? 'http://localhost' }]);
  await signIn(page, undefined, '/service-request?tab=SR');
  await expect(page.getByRole('heading', { level: 1, name: 'सेवा अनुरोध' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'नया सेवा अनुरोध' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'सेवा अनुरोध ट्रैक करें' })).toBeVisible();
  await expectAccessible(page);
});
