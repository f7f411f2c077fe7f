import { expect, type Locator, type Page } from '@playwright/test';
import { PDF_B64, PNG_B64 } from '../../sandbox/tests/support/files';
import { sandboxUrl } from './support';

/* Helpers of the KYC and address specs: opening a profile modal, real small files, the back office. */

/** Opens a profile modal from its button on /manage-profile and returns the dialog. */
export async function openProfileModal(page: Page, button: string, title: string): Promise<Locator> {
  await page.goto('/manage-profile');
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const PNG_FILE = { name: 'card.png', mimeType: 'image/png', buffer: Buffer.from(PNG_B64, 'base64') };
export const PDF_FILE = { name: 'form.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF_B64, 'base64') };

/** Picks a file in the uploader labelled `label` and waits until the core has kept it. */
export async function upload(scope: Locator, label: string | RegExp, file: typeof PNG_FILE) {
  const field = scope.getByRole('group', { name: label });
  const chooser = scope.page().waitForEvent('filechooser');
  await field.getByRole('button', { name: /Choose file|Replace/ }).click();
  await (await chooser).setFiles(file);
  await expect(field.getByText('Uploaded', { exact: true })).toBeVisible();
}

interface QueuedRequest {
  srNumber: string;
  subject: string;
  /** what approval will apply, e.g. ADDRESS */
  kind: string | null;
  change: Record<string, unknown> | null;
}

/** The back office's queue of open requests. */
export async function openRequests(page: Page): Promise<QueuedRequest[]> {
  const res = await page.request.get(`${sandboxUrl()}/__sandbox/service-requests`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** A mark in the outbox: OTPs sent after it are this test's. */
export const outboxMark = () => new Date(Date.now() - 1000).toISOString();
