import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { AARAV, expectAccessible, moveCoreClock, outbox, signIn } from './support';

const dueDateOn = async (page: Page, policyNo: string) => {
  await page.goto('/');
  const card = page.getByRole('article').filter({ has: page.getByText(policyNo, { exact: true }) });
  return card
    .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
    .first()
    .innerText();
};

/** From the pay list to the sandbox gateway's checkout page. */
async function startPayment(page: Page, policyNo: string) {
  await page.goto('/pay-premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Premium' })).toBeVisible();
  await page.locator(`a[href="/pay-premium/${policyNo}"]`).filter({ hasText: 'View Breakup & Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay-premium/${policyNo}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Breakup' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/pg\/checkout\//);
}

test.describe('paying a premium', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('pays 10000001, confirms, downloads and emails the receipt, and moves the due date', async ({ page }) => {
    const dueBefore = await dueDateOn(page, '10000001');
    await startPayment(page, '10000001');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/order-confirmation\?transactionId=/);
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();
    await expect(page.getByText('You can download and email the receipt.')).toBeVisible();
    await expectAccessible(page);
    const transactionId = new URL(page.url()).searchParams.get('transactionId')!;

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download & Email Receipt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf');
    // Where it went, masked as everywhere else; the full address never reaches the page.
    await expect(page.getByText('Receipt downloaded and emailed to aaXXXXXXXXXX@example.com')).toBeVisible();
    expect(await page.content()).not.toContain('aarav.sharma@example.com');
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expect
      .poll(async () =>
        (await outbox(page.request)).some(
          (m) => m.channel === 'email' && /receipt/i.test(m.text + (m as { subject?: string }).subject),
        ),
      )
      .toBe(true);

    // Revisiting the confirmation reads the status again and pays nothing.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();

    await page.goto('/download/payment-history');
    const history = page.getByRole('region', { name: /Policy No 10000001/ });
    await expect(history.getByRole('row').nth(1)).toContainText(transactionId);
    await expect(history.getByText(transactionId)).toHaveCount(1);

    const dueAfter = await dueDateOn(page, '10000001');
    expect(dueAfter).not.toBe(dueBefore);
    expect(dueAfter.split('/').reverse().join('') > dueBefore.split('/').reverse().join('')).toBe(true);
    expect((await outbox(page.request)).some((m) => m.to === AARAV.mobile && /premium/i.test(m.text))).toBe(true);
  });

  test('a failed or cancelled payment says so and Retry payment starts a fresh one that can succeed', async ({ page }) => {
    await startPayment(page, '10000001');
    const firstTx = page.url().split('/').pop();
    await page.getByRole('button', { name: 'Simulate failure' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?transactionId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Not Completed' })).toBeVisible();
    await expect(page.getByText(/Your payment could not be completed/)).toBeVisible();
    await expectAccessible(page);
    // Still there after the toast's five seconds would have passed: it is the page, not a toast.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Not Completed' })).toBeVisible();

    await page.getByRole('button', { name: /^Retry payment/ }).click();
    await expect(page).toHaveURL(/\/pg\/checkout\//);
    expect(page.url().split('/').pop()).not.toBe(firstTx);
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Not Completed' })).toBeVisible();

    await page.getByRole('button', { name: /^Retry payment/ }).click();
    await expect(page).toHaveURL(/\/pg\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();
  });

  test('a pending payment goes home with a notice, and the same due cannot be paid again meanwhile', async ({ page }) => {
    await startPayment(page, '10000002');
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/Your payment is being processed/)).toBeVisible();

    await page.goto('/pay-premium/10000002');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText(/already being processed/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/pay-premium\/10000002$/);
  });

  test('nothing due on 20000002 (auto-pay, due in four months): says so with the due date and offers no button', async ({
    page,
  }) => {
    const due = await dueDateOn(page, '20000002');
    await page.goto('/pay-premium/20000002');
    await expect(page.getByText('No premium is due on this policy.')).toBeVisible();
    await expect(page.getByText(`Your next premium is due on ${due}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
    await expect(page.getByText('This premium has already been paid.')).toHaveCount(0);
    await expectAccessible(page);
    // The pay list does not offer it either.
    await page.goto('/pay-premium');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Premium' })).toBeVisible();
    await expect(page.locator('a[href="/pay-premium/10000001"]')).toBeVisible();
    await expect(page.locator('a[href="/pay-premium/20000002"]')).toHaveCount(0);
  });

  test('the next premium can be paid in advance once inside the window, confirmed over auto-pay', async ({ page }) => {
    const due = await dueDateOn(page, '20000002');
    // Forty days on, the premium due in four months is inside the core's three-month window.
    await moveCoreClock(page.request, 40 * 86_400_000);
    await signIn(page, AARAV, '/pay-premium/20000002');
    await expect(page.getByRole('heading', { level: 2, name: 'Advance Premium' })).toBeVisible();
    await expect(page.getByText(`You can pay the instalment due on ${due} in advance.`)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Pay in advance/ }).click();
    await expect(page.getByText('Please confirm that you want to pay this premium now.')).toBeVisible();
    await page
      .getByRole('checkbox', { name: `Auto pay will debit this premium on ${due}. I want to pay it now instead.` })
      .check();
    await page.getByRole('button', { name: /^Pay in advance/ }).click();
    await expect(page).toHaveURL(/\/pg\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();
    await expect(page.getByText(`Advance premium for the instalment due ${due}`)).toBeVisible();

    await page.goto('/pay-premium/20000002');
    await expect(page.getByText('No premium is due on this policy.')).toBeVisible();
    const nextYear = due.replace(/\d{4}$/, (y) => String(Number(y) + 1));
    await expect(page.getByText(`Your next premium is due on ${nextYear}.`)).toBeVisible();
  });

  test('lapsed 20000001 costs the same to revive on Pay Premium as on Reinstatement', async ({ page }) => {
    await page.goto('/pay-premium/20000001');
    const total = page.locator('dt', { hasText: /^Amount due$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(total).toHaveText('₹25,330.00');
    await expect(page.getByText(/^Revival interest at 9% a year/)).toBeVisible();

    await page.goto('/policy-details/20000001?service=REINSTATEMENT');
    const table = page.getByRole('dialog').getByRole('table', { name: 'How the revival amount is made up' });
    await expect(table.getByRole('row', { name: /^Revival amount/ })).toContainText('₹25,330.00');
    await expect(table.getByRole('rowheader', { name: /^Revival interest at 9% a year/ })).toBeVisible();
  });

  test('another customer’s premium is not found', async ({ page }) => {
    await page.goto('/pay-premium/40000001');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await expect(page.getByText('40000001')).toHaveCount(0);
  });
});

/** Issue 25 §2: Aarav's two dues (10000002 a month overdue, then 10000001: most urgent first) in one payment; lapsed 20000001 stays out. */
test.describe('paying several dues in one payment', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  const receiptOf = (page: Page, policyNo: string) => page.getByRole('region', { name: new RegExp(`Policy No ${policyNo}$`) });

  test('Pay all dues: one transaction, each policy its receipt', async ({ page }) => {
    await page.goto('/pay-premium?pay=all');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay All Dues' })).toBeVisible();
    for (const name of ['Wealth Builder ULIP', 'Smart Invest ULIP']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Smart Invest ULIP' })).toContainText('Late fee (1 month overdue)');
    const left = page.getByRole('region', { name: 'Not in this payment' });
    await expect(left).toContainText('Policy No 20000001');
    await expect(left).toContainText('This policy has lapsed. Its revival amount is paid on its own');
    const total = page.locator('dt', { hasText: /^Total amount$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(total).toHaveText('₹12,612.50');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Pay Now for policies 10000002, 10000001' }).click();
    await expect(page).toHaveURL(/\/pg\/checkout\//);
    await page.getByRole('button', { name: 'Pay ₹12,612.50' }).click();

    await expect(page).toHaveURL(/\/order-confirmation\?transactionId=/);
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();
    const transactionId = new URL(page.url()).searchParams.get('transactionId')!;
    for (const policyNo of ['10000001', '10000002']) {
      await expect(receiptOf(page, policyNo).getByText(/^RCPT\d{10}$/)).toBeVisible();
    }
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await receiptOf(page, '10000002').getByRole('button', { name: 'Download & Email Receipt' }).click();
    expect((await download).suggestedFilename()).toBe('PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf');

    // Each policy's ledger has the one payment, under the one transaction.
    await page.goto('/download/payment-history');
    for (const policyNo of ['10000001', '10000002']) {
      await expect(page.getByRole('region', { name: new RegExp(`Policy No ${policyNo}`) }).getByText(transactionId)).toHaveCount(
        1,
      );
    }
    // Someone else's policy among the chosen: not found, and nothing of it shown.
    await page.goto('/pay-premium?pay=10000001&pay=40000001');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await expect(page.getByText('40000001')).toHaveCount(0);
  });

  test('chosen on Pay Premium: a failure pays none, Retry pays each once, and an old retry pays nothing', async ({ page }) => {
    await page.goto('/pay-premium');
    const choose = page.getByRole('group', { name: 'Pay several premiums in one payment' });
    await expect(choose.getByRole('checkbox')).toHaveCount(3);
    // The lapsed policy's amount is a revival, paid on its own: it starts unticked, the dues ticked.
    await expect(choose.getByRole('checkbox', { name: /Policy No 20000001/ })).not.toBeChecked();
    await expect(choose.getByRole('checkbox', { name: /Policy No 10000002/ })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Review and pay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Selected Dues' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Not in this payment' })).toHaveCount(0);

    await page.getByRole('button', { name: /^Pay Now/ }).click();
    await page.getByRole('button', { name: 'Simulate failure' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Not Completed' })).toBeVisible();
    await expect(page.getByText('None of these premiums was paid: Policy No 10000002, 10000001.')).toBeVisible();
    await expectAccessible(page);
    const failedAt = page.url();

    await page.getByRole('button', { name: /^Retry payment/ }).click();
    await expect(page).toHaveURL(/\/pg\/checkout\//);
    await page.getByRole('button', { name: 'Pay ₹12,612.50' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();
    await expect(receiptOf(page, '10000001').getByText(/^RCPT\d{10}$/)).toBeVisible();
    await expect(receiptOf(page, '10000002').getByText(/^RCPT\d{10}$/)).toBeVisible();

    // The failed payment's page again: its retry is refused, since both premiums are paid.
    await page.goto(failedAt);
    await page.getByRole('button', { name: /^Retry payment/ }).click();
    await expect(page.getByText('Policy 10000002: This premium has already been paid.')).toBeVisible();
    await expect(page).toHaveURL(failedAt);
  });
});
