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
});
