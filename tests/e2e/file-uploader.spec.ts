import { expect, test, type Locator } from './fixtures';
import { openProfileModal, PNG_FILE } from './kyc-support';
import { expectAccessible, signIn } from './support';

/*
 * The file uploader (issue 8 §3) as a customer meets it, in the Change Name modal's proof field
 * (the general rule: .jpeg, .png and .pdf up to 3 MB): the three SPEC §5 refusals checked in the
 * browser, a disguised file that only the server's look at its first bytes catches, and a real
 * picture kept by the core.
 */
const MB = 1024 * 1024;

/** The uploader's message, as its button announces it (the error is tied to it by aria-describedby). */
const says = (field: Locator, message: string) =>
  expect(field.getByRole('button', { name: /Choose file|Replace/ })).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );

async function pick(field: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = field.page().waitForEvent('filechooser');
  await field.getByRole('button', { name: /Choose file|Replace/ }).click();
  await (await chooser).setFiles(file);
}

test.describe('file uploader', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('refuses empty, wrong-type, oversize and disguised files with the SPEC’s words, and keeps a real one', async ({
    page,
  }) => {
    const dialog = await openProfileModal(page, 'Change Name', 'Change Name');
    const field = dialog.getByRole('group', { name: /Proof of the new name/ });
    await expect(field.getByText(/\.jpeg, \.png.*\.pdf.*3 ?MB/i)).toBeVisible();

    await pick(field, { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await says(field, 'File size empty, please upload a file greater than 0KB.');

    await pick(field, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await says(field, 'File type not allowed. Only .jpeg, .png, and .pdf are allowed.');

    await pick(field, { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * MB + 1, 0x25) });
    await says(field, 'File size exceeds 3MB.');
    await expectAccessible(page);

    // Named and typed as a PNG, but text inside: only the server's look at its first bytes can tell.
    await pick(field, { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture at all') });
    await says(field, 'File type not allowed. Only .jpeg, .png, and .pdf are allowed.');
    await expect(field.getByText('Uploaded', { exact: true })).toHaveCount(0);

    await pick(field, PNG_FILE);
    await expect(field.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(field.getByRole('button', { name: 'Replace' })).not.toHaveAccessibleDescription(/not allowed/);
  });

  test('shows a long file name shortened, in full for screen readers', async ({ page }) => {
    const dialog = await openProfileModal(page, 'Change Name', 'Change Name');
    const field = dialog.getByRole('group', { name: /Proof of the new name/ });
    const name = `${'a-very-long-scanned-document-name-'.repeat(2)}final.png`;
    await pick(field, { ...PNG_FILE, name });
    await expect(field.getByText('Uploaded', { exact: true })).toBeVisible();
    const shown = field.locator(`[title="${name}"]`);
    await expect(shown).toBeVisible();
    const visible = (await shown.locator('[aria-hidden="true"]').textContent()) ?? '';
    expect(visible).toContain('…');
    expect(Array.from(visible).length).toBeLessThanOrEqual(40);
    expect(visible.startsWith('a-very-long')).toBe(true);
    expect(visible.endsWith('.png')).toBe(true);
    await expect(shown.getByText(name, { exact: true })).toHaveCount(1);
  });

  test('a phone offers Choose file or Take photo, never drag and drop; Remove stays on the file’s line', async ({
    page,
    isMobile,
  }) => {
    const dialog = await openProfileModal(page, 'Change Name', 'Change Name');
    const field = dialog.getByRole('group', { name: /Proof of the new name/ });
    const drag = field.getByText(/Drag and drop/);
    const photo = field.getByRole('button', { name: 'Take photo' });
    const file = { ...PNG_FILE, name: `${'scanned-gazette-notification-'.repeat(2)}page-one.png` };
    if (isMobile) {
      await expect(drag).toBeHidden();
      await expect(field.getByText('Choose a file, or take a photo of the document.')).toBeVisible();
      const chooser = page.waitForEvent('filechooser');
      await photo.click();
      const camera = (await chooser).element();
      expect(await camera.getAttribute('capture')).toBe('environment');
      expect(await camera.getAttribute('accept')).toBe('image/jpeg,image/png');
      await (await chooser).setFiles(file);
    } else {
      await expect(drag).toBeVisible();
      await expect(photo).toBeHidden();
      await pick(field, file);
    }
    await expect(field.getByText('Uploaded', { exact: true })).toBeVisible();
    const name = await field.locator(`[title="${file.name}"]`).boundingBox();
    const remove = await field.getByRole('button', { name: /^Remove/ }).boundingBox();
    expect(name && remove).toBeTruthy();
    // The button's middle is within the name's line, not on a line of its own below it.
    const middle = (remove?.y ?? 0) + (remove?.height ?? 0) / 2;
    expect(middle).toBeGreaterThan(name?.y ?? 0);
    expect(middle).toBeLessThan((name?.y ?? 0) + (name?.height ?? 0) + 16);
  });

  test('says ‘Please upload a file’ only while no file is on its way', async ({ page }) => {
    const dialog = await openProfileModal(page, 'Change Name', 'Change Name');
    const field = dialog.getByRole('group', { name: /Proof of the new name/ });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(field.getByText('Please upload a file')).toBeVisible();

    // The upload is held at the network until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/uploads', async (route) => {
      await held;
      await route.continue();
    });
    await pick(field, PNG_FILE);
    await expect(field.getByRole('button', { name: /Cancel/ })).toBeVisible();
    await expect(field.getByText('Please upload a file')).toHaveCount(0);
    release();
    await expect(field.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(field.getByText('Please upload a file')).toHaveCount(0);
  });
});
