import { readFileSync } from 'node:fs';
import type * as Axe from 'axe-core';
import type { Page } from '@playwright/test';

/*
 * axe-core run in the page itself, injected once per document. @axe-core/playwright's builder
 * opens a second page for every check to merge the results of frames, which the portal's pages do
 * not have, and took several times as long (docs/testing.md).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type AxeViolation = Axe.AxeResults['violations'][number];

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof Axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    TAGS,
  );
}
