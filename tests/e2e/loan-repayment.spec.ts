import { expect, test, type Page } from './fixtures';
import { expectAccessible, PRIYA, signIn } from './support';

/**
 * Issue 27 §5 on /loan-repayment: the seeded loan on 20000003 (₹25,000 paid out 200 days ago at 9%)
 * shown with its interest as on today, reached from the policy's services; a part repayment above
 * what is owed or below the minimum is refused as typed; one within them is paid through the
 * premium's gateway, and the figures, the receipts and the tracker show it at once.
 */
const PAGE = '/loan-repayment?policyNo=20000003';
/** The value a description list gives for a label (the <dd> right after its <dt>). */
const detail = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function inHindi(page: Page, baseURL: string | undefined, at: string) {
  await signIn(page);
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto(at);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

test.describe('loan repayment', () => {
  test('a part repayment is checked against what is owed, paid at the gateway, and the loan figures update at once', async ({
    page,
  }) => {
    // Reached as a customer would: from the policy's services.
    await signIn(page, undefined, '/policy-details/20000003');
    await page
      .getByRole('region', { name: 'Policy Services' })
      .getByRole('link', { name: /^Loan Repayment/ })
      .click();
    await expect(page).toHaveURL(/\/loan-repayment\?policyNo=20000003$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Loan Repayment' })).toBeVisible();
    await expect(detail(page, 'Principal')).toHaveText('₹25,000.00');
    await expect(detail(page, 'Interest')).toContainText('(9.00% a year since');
    const owed = rupees(await detail(page, 'Total Outstanding').innerText());
    const interest = Math.round((owed - 25_000) * 100) / 100;
    expect(interest).toBeGreaterThan(1000);
    await expect(page.getByRole('radio', { name: /^The full amount, ₹/ })).toBeChecked();
    await expectAccessible(page);

    await page.getByRole('radio', { name: 'A part of it' }).check();
    const amount = page.getByRole('textbox', { name: 'Amount to repay (₹)' });
    await amount.fill(String(owed + 1));
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText(/^This is more than the loan outstanding: please enter at most ₹/)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    // A part repayment settles the interest owed at least.
    await amount.fill('1000');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText(/^The least you can repay now is ₹1,\d{3}\.\d{2}\.$/)).toBeVisible();
    await expectAccessible(page);
    await amount.fill('5000');
    await page.getByRole('button', { name: 'Pay Now' }).click();

    await expect(page).toHaveURL(/\/pg\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?transactionId=/);
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();

    await page.goto(PAGE);
    const left = Math.round((owed - 5000) * 100) / 100;
    await expect(detail(page, 'Principal')).toHaveText(`₹${left.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    await expect(detail(page, 'Interest')).toContainText('₹0.00');
    const made = page.getByRole('region', { name: 'Repayments made' });
    await expect(made.getByRole('listitem')).toHaveCount(1);
    await expect(made).toContainText('₹5,000.00');
    await expect(made.getByRole('button', { name: /^Download receipt RCPT\d{10}$/ })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/service-request?tab=SR');
    await expect(page.getByRole('listitem').filter({ hasText: 'Loan Repayment' }).first()).toContainText('Closed');
  });

  test('another customer’s policy is not found, here and on the ULIP top-up page alike', async ({ page }) => {
    await signIn(page, PRIYA);
    for (const at of [PAGE, '/ulip-top-up?policyNo=10000001']) {
      await page.goto(at);
      // The page streams (loading.tsx), so the refusal comes in its body rather than as a 404 status.
      await expect(page.getByRole('heading', { level: 1, name: 'Policy not found' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    }
  });

  test('in Hindi: the full amount is repaid, and then nothing is owed', async ({ page, baseURL }) => {
    await inHindi(page, baseURL, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'लोन चुकौती' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^पूरी राशि, ₹26,\d{3}\.\d{2}$/ })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'अभी भुगतान करें' }).click();
    await expect(page).toHaveURL(/\/pg\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'धन्यवाद, आपका भुगतान सफल रहा' })).toBeVisible();

    await page.goto(PAGE);
    await expect(page.getByText('इस पॉलिसी पर कोई लोन बकाया नहीं है।')).toBeVisible();
    await expect(page.getByRole('button', { name: 'अभी भुगतान करें' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'की गई चुकौतियाँ' }).getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);
  });
});
