import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './support';

test.describe('Hindi', () => {
  test('the switch turns the login page to Hindi, and it stays so after signing in and out', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' })).toBeVisible();
    await expectAccessible(page);
  });

  test('signed in, the header switch keeps the page and turns it to Hindi', async ({ page }) => {
    await signIn(page);
    await page.goto('/policy-details/10000001');
    await page.getByRole('group', { name: 'Language' }).first().getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveURL(/\/policy-details\/10000001$/);
  });
});
