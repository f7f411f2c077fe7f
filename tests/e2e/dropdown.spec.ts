import { expect, test, type Locator, type Page } from './fixtures';
import { AARAV, expectAccessible, signIn } from './support';

/*
 * The shared Dropdown (a select-only combobox) by keyboard and pointer, on the Title field of the
 * Change Name dialog: what a keyboard or screen-reader user relies on, and that Escape closes the
 * list without closing the dialog around it.
 */

/** The option the combobox announces as current, while its list is open. */
async function activeOption(combobox: Locator): Promise<string | null> {
  return combobox.evaluate((el) => {
    const id = el.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

async function openTitle(page: Page) {
  await signIn(page, AARAV, '/manage-profile');
  await page.getByRole('button', { name: 'Change Name', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Name' });
  await expect(dialog).toBeVisible();
  return { dialog, title: dialog.getByRole('combobox', { name: 'Title' }) };
}

test.describe('Dropdown', () => {
  test('opens with Enter, Space or ArrowDown, moves with the arrows and chooses with Enter', async ({ page }) => {
    const { dialog, title } = await openTitle(page);
    const list = dialog.getByRole('listbox', { name: 'Title' });
    await title.focus();
    await expect(list).toBeHidden();

    await title.press('Enter');
    await expect(list).toBeVisible();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    expect(await activeOption(title)).toBe('Please Select');
    await expectAccessible(page);
    await title.press('ArrowDown');
    expect(await activeOption(title)).toBe('ADV.');
    await title.press('Enter');
    await expect(list).toBeHidden();
    await expect(title).toHaveText('ADV.');
    await expect(title).toBeFocused();

    // Reopened, the list starts on the current choice.
    await title.press(' ');
    await expect(list).toBeVisible();
    expect(await activeOption(title)).toBe('ADV.');
    await title.press('End');
    expect(await activeOption(title)).toBe('WNGCOM');
    await title.press('Home');
    expect(await activeOption(title)).toBe('Please Select');
    await title.press('Escape');
    await expect(title).toHaveText('ADV.');

    await title.press('ArrowDown');
    await expect(list).toBeVisible();
    await title.press('ArrowDown');
    await title.press(' ');
    await expect(list).toBeHidden();
    await expect(title).toHaveText('MST/MS');
  });

  test('jumps to what is typed, as a native select does', async ({ page }) => {
    const { dialog, title } = await openTitle(page);
    await title.focus();
    await title.pressSequentially('mrs');
    await expect(dialog.getByRole('listbox', { name: 'Title' })).toBeVisible();
    expect(await activeOption(title)).toBe('Mrs.');
    await title.press('Enter');
    await expect(title).toHaveText('Mrs.');
  });

  test('Escape closes the list, keeps focus on the field and the dialog open', async ({ page }) => {
    const { dialog, title } = await openTitle(page);
    await title.click();
    await expect(dialog.getByRole('listbox', { name: 'Title' })).toBeVisible();
    await title.press('Escape');
    await expect(dialog.getByRole('listbox', { name: 'Title' })).toBeHidden();
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await expect(title).toBeFocused();
    await expect(dialog).toBeVisible();
    await expect(title).toHaveText(/Please Select/);
  });

  test('the label focuses the field; a click elsewhere closes the list without choosing', async ({ page }) => {
    const { dialog, title } = await openTitle(page);
    await page.locator(`[id="${await title.getAttribute('aria-labelledby')}"]`).click();
    await expect(title).toBeFocused();
    await title.click();
    await dialog.getByRole('option', { name: 'Dr.', exact: true }).hover();
    await dialog.getByRole('heading', { name: 'Change Name' }).click();
    await expect(dialog.getByRole('listbox', { name: 'Title' })).toBeHidden();
    await expect(title).toHaveText(/Please Select/);
    await title.click();
    await dialog.getByRole('option', { name: 'Dr.', exact: true }).click();
    await expect(title).toHaveText('Dr.');
  });

  test('a click before the list’s code has arrived opens the list when it does', async ({ page }) => {
    await signIn(page);
    // Hold back the chunk with downshift in it, as a slow phone network would.
    let held = false;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('preventDownshiftDefault')) {
        held = true;
        await new Promise((done) => setTimeout(done, 1500));
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/download');
    const policy = page.getByRole('combobox', { name: 'Policy Number' });
    await expect(policy).toHaveAttribute('aria-expanded', 'false');
    await policy.click();
    await expect(page.getByRole('listbox', { name: 'Policy Number' })).toBeVisible();
    await expect(policy).toBeFocused();
    expect(held).toBe(true);
    await page.keyboard.press('Escape');
    await expect(policy).toHaveAttribute('aria-expanded', 'false');
  });
});
