import { expect, test, type Page } from './fixtures';
import type { ExtraPortal } from './extra-portal';
import { AARAV, expectAccessible, login, otpFor, requestOtp, typeOtp } from './support';

/*
 * The session-expiry warning on a second portal whose idle limit is 20 s (SESSION_IDLE_MINUTES):
 * under four minutes the warning comes halfway, 10 s after the last activity, instead of two
 * minutes before, and the touch and re-check cadences shrink with the limit (lib/session-cadence.ts).
 * Short, so the tests wait seconds rather than minutes, yet long enough that a login and a
 * half-filled form fit before it on a busy machine. A half-filled Change Nominee form stands for
 * any work in progress.
 */
const IDLE_MS = 20_000;
const FORM_PAGE = '/policy-details/10000001?tab=NOMINEE';
const TITLE = 'Your session is about to expire';
let portal: ExtraPortal;

async function halfFilledNominee(page: Page) {
  await login(page, AARAV, `${portal.url}/login`);
  await page.goto(`${portal.url}${FORM_PAGE}`);
  await page.getByRole('button', { name: 'Change Nominee' }).click();
  const name = page
    .getByRole('dialog', { name: 'Change Nominee' })
    .getByRole('group', { name: 'Nominee 1' })
    .getByLabel('Nominee Name');
  // Not the current nominee's name, which the form starts from: a reset form would show that one.
  await name.fill('Meera Devi Sharma');
  return name;
}

async function sessionStatus(page: Page) {
  const res = await page.request.get(`${portal.url}/api/session`);
  return { status: res.status(), expiresAt: res.ok() ? ((await res.json()) as { expiresAt: number }).expiresAt : null };
}

test.describe('session-expiry warning', () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeAll(async ({ extraPortals }) => {
    portal = await extraPortals.get({ SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000) });
  });
  test.afterEach(() => {
    portal.assertRunning();
  });

  test('counts down; Stay signed in keeps the page, the half-filled form and the session past its deadline', async ({ page }) => {
    const name = await halfFilledNominee(page);
    const { expiresAt: original } = await sessionStatus(page);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeVisible({ timeout: IDLE_MS });
    const stay = dialog.getByRole('button', { name: 'Stay signed in' });
    await expect(stay).toBeFocused();
    const timer = dialog.getByRole('timer');
    await expect(timer).toHaveText(/^00:(0[3-9]|10)$/);
    const shown = await timer.textContent();
    await expect(timer).not.toHaveText(shown!);
    await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectAccessible(page);

    // Staying renews in place: no navigation, no refresh of the page from the server.
    const pageLoads: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() || r.headers()['rsc'] || r.url().includes('_rsc=')) pageLoads.push(r.url());
    });
    await stay.click();
    await expect(dialog).toBeHidden();
    await expect(name).toHaveValue('Meera Devi Sharma');
    await expect(name).toBeFocused();
    expect(page.url()).toBe(`${portal.url}${FORM_PAGE}`);
    expect(pageLoads).toEqual([]);

    const renewed = await sessionStatus(page);
    expect(renewed.expiresAt).toBeGreaterThan(original! + 5_000);
    await page.waitForTimeout(original! - Date.now() + 2_000);
    expect((await sessionStatus(page)).status).toBe(200);
    await expect(name).toHaveValue('Meera Devi Sharma');
    expect(pageLoads).toEqual([]);
    await page.reload();
    await expect(page).toHaveURL(`${portal.url}${FORM_PAGE}`);
    await expect(page.getByRole('button', { name: 'Change Nominee' })).toBeVisible();
  });

  test('expired anyway: the login says so and brings the customer back to the same page', async ({ page }) => {
    await halfFilledNominee(page);
    await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible({ timeout: IDLE_MS });
    await expect(page).toHaveURL(/\/login\?expired=Y&return_to=/, { timeout: IDLE_MS });
    expect(new URL(page.url()).searchParams.get('return_to')).toBe(FORM_PAGE);
    await expect(page.getByText('Your session has expired. Please login again to continue.')).toBeVisible();
    await expectAccessible(page);
    expect((await sessionStatus(page)).status).toBe(401);

    const since = await requestOtp(page, AARAV.mobile);
    await typeOtp(page, await otpFor(page.request, AARAV.mobile, since));
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page).toHaveURL(`${portal.url}${FORM_PAGE}`);
    await expect(page.getByRole('button', { name: 'Change Nominee' })).toBeVisible();
  });

  test('Escape also stays signed in, in every tab; Log out ends the session, and the other tab follows', async ({
    page,
    context,
  }) => {
    await login(page, AARAV, `${portal.url}/login`);
    const other = await context.newPage();
    await other.goto(`${portal.url}/download`);
    const dialog = page.getByRole('dialog', { name: TITLE });
    const otherDialog = other.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeVisible({ timeout: IDLE_MS });
    await expect(otherDialog).toBeVisible();
    const { expiresAt: before } = await sessionStatus(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(otherDialog).toBeHidden();
    expect((await sessionStatus(page)).expiresAt).toBeGreaterThan(before! + 5_000);

    await expect(dialog).toBeVisible({ timeout: IDLE_MS });
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${portal.url}/login`);
    expect((await page.context().cookies()).some((c) => c.name === 'portal_session')).toBe(false);
    expect((await sessionStatus(page)).status).toBe(401);
    // The other tab finds out at its next check and keeps its place for the next login.
    await expect(other).toHaveURL(`${portal.url}/login?expired=Y&return_to=%2Fdownload`, { timeout: IDLE_MS });
  });
});

/*
 * The absolute limit (SESSION_ABSOLUTE_HOURS after login, here 16 s, under a 20 s idle limit so
 * that the warning comes 10 s before it and is re-checked every 2.5 s: room for a login, the notice
 * and two more checks while it is closed): no activity moves it, so the warning says why the
 * session ends and offers no 'Stay signed in'; 'OK' closes it for good.
 */
test.describe('the session’s absolute limit', () => {
  const ABSOLUTE_MS = 16_000;
  let shortLived: ExtraPortal;
  test.describe.configure({ timeout: 60_000 });
  test.beforeAll(async ({ extraPortals }) => {
    shortLived = await extraPortals.get({
      SESSION_ABSOLUTE_HOURS: String(ABSOLUTE_MS / 3_600_000),
      SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000),
    });
  });
  test.afterEach(() => shortLived.assertRunning());

  test('is explained, not offered a renewal; OK closes the notice, and the session still ends on time', async ({ page }) => {
    await login(page, AARAV, `${shortLived.url}/login`);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeVisible({ timeout: ABSOLUTE_MS });
    await expect(dialog).toContainText('a session ends a fixed time after login, even while you are using it');
    await expect(dialog.getByRole('timer')).toHaveText(/^00:[0-3]\d$/);
    await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    // Said once: the next checks before the end do not open it again.
    await page.waitForTimeout(5_500);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/login\?expired=Y/, { timeout: ABSOLUTE_MS });
  });
});
