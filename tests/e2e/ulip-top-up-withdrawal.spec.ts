import { expect, test, type Page } from './fixtures';
import { expectAccessible, otpFor, sandboxUrl, signIn } from './support';

/**
 * Issue 27 §6 on /ulip-top-up: what the core allows shown before any form, a top-up paid through
 * the premium's gateway with the fund value updated and the request in the tracker, and the
 * refusal of a withdrawal inside the 5-year lock-in.
 */
const ROHIT = { mobile: '9822012345', firstName: 'Rohit' };
const fundValueLine = (page: Page) => page.getByText(/^Policy 10000001: fund value/);

test.describe('ULIP top-up and partial withdrawal', () => {
  test('a top-up is paid at the gateway, the fund value grows and the tracker lists it; a withdrawal inside the lock-in is refused', async ({
    page,
  }) => {
    // Reached as a customer would: from the policy's fund details.
    await signIn(page, undefined, '/policy-details/10000001');
    await page.getByRole('link', { name: 'Top-up and Partial Withdrawal' }).click();
    await expect(page).toHaveURL(/\/ulip-top-up\?policyNo=10000001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top-up and Partial Withdrawal' })).toBeVisible();
    const withdrawal = page.getByRole('region', { name: 'Partial Withdrawal' });
    await expect(withdrawal).toContainText('A partial withdrawal is allowed only after the 5-year lock-in period of the policy.');
    await expect(page.getByText('from ₹5,000.00 to ₹10,00,000.00', { exact: false })).toBeVisible();
    await expectAccessible(page);
    const before = await fundValueLine(page).innerText();

    const topUp = page.getByRole('region', { name: 'Top-up' });
    await topUp.getByRole('textbox', { name: 'Top-up amount (₹)' }).fill('10000');
    await topUp.getByRole('textbox', { name: 'Protector Fund' }).fill('60');
    await topUp.getByRole('button', { name: 'Pay Now' }).click();
    await expect(topUp.getByText('The percentages must total 100%.')).toBeVisible();
    await topUp.getByRole('textbox', { name: 'Flexi Cap Fund' }).fill('40');
    await expect(topUp.getByText('Total: 100%')).toBeVisible();
    await topUp.getByRole('button', { name: 'Pay Now' }).click();

    await expect(page).toHaveURL(/\/pg\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?transactionId=/);
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();

    await page.goto('/ulip-top-up?policyNo=10000001');
    await expect(fundValueLine(page)).not.toHaveText(before);

    await page.goto('/service-request?tab=SR');
    await expect(page.getByRole('listitem').filter({ hasText: 'ULIP Top-up' }).first()).toContainText('Closed');
    await expectAccessible(page);
  });

  test('a policy past its lock-in: a withdrawal confirmed with an OTP raises a request the back office settles', async ({
    page,
  }) => {
    await signIn(page, ROHIT, '/ulip-top-up?policyNo=40000002');
    const withdrawal = page.getByRole('region', { name: 'Partial Withdrawal' });
    await expect(withdrawal).toContainText(/You can withdraw up to ₹[\d,]+\.\d{2}\./);
    await expect(withdrawal).toContainText('at least ₹25,000.00 must remain in the funds');
    await expect(withdrawal).toContainText(
      'Charge ₹100.00: you receive the amount less the charge, in Bank of Maharashtra account XXXXXXX6789.',
    );
    await expectAccessible(page);
    const line = page.getByText(/^Policy 40000002: fund value/);
    const before = await line.innerText();

    await withdrawal.getByRole('textbox', { name: 'Withdrawal amount (₹)' }).fill('20000');
    await withdrawal.getByRole('textbox', { name: 'Flexi Cap Fund' }).fill('100');
    const since = new Date(Date.now() - 1000).toISOString();
    await withdrawal.getByRole('button', { name: 'Continue' }).click();
    const otp = await otpFor(page.request, ROHIT.mobile, since);
    await withdrawal.getByRole('textbox', { name: 'Enter OTP' }).click();
    await page.keyboard.type(otp);
    await withdrawal.getByRole('button', { name: 'Verify' }).click();
    const raised = withdrawal.getByText(/Your partial withdrawal request SR \d{8} is raised/);
    await expect(raised).toBeVisible();
    await expectAccessible(page);
    const sr = /SR (\d{8})/.exec(await raised.innerText())?.[1] ?? '';

    // One open withdrawal: the page now refuses another before the form.
    await page.reload();
    await expect(withdrawal).toContainText('A partial withdrawal on this policy is already being processed.');
    await page.goto('/service-request?tab=SR');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `SR ${sr}` })
        .first(),
    ).toContainText('Partial Withdrawal Request');

    const res = await page.request.post(`${sandboxUrl()}/__sandbox/service-requests/approve`, { data: { srNumber: sr } });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto('/ulip-top-up?policyNo=40000002');
    await expect(line).not.toHaveText(before);
    await expect(withdrawal).toContainText(/You can withdraw up to/);
  });

  test('reads in Hindi: the limits, the core’s lock-in refusal and the top-up form', async ({ page, baseURL }) => {
    await signIn(page);
    await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
    await page.goto('/ulip-top-up?policyNo=10000001');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'टॉप-अप और आंशिक निकासी' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'आंशिक निकासी' })).toContainText(
      'आंशिक निकासी पॉलिसी की 5 वर्ष की लॉक-इन अवधि पूरी होने के बाद ही की जा सकती है।',
    );
    const topUp = page.getByRole('region', { name: 'टॉप-अप' });
    await topUp.getByRole('textbox', { name: 'टॉप-अप राशि (₹)' }).fill('10000');
    await topUp.getByRole('button', { name: 'अभी भुगतान करें' }).click();
    await expect(topUp.getByText('प्रतिशत का कुल 100% होना चाहिए।')).toBeVisible();
    await expectAccessible(page);
  });
});
