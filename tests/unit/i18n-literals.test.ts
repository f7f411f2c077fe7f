import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scanForLiterals } from './i18n-literal-scan';

/**
 * No user-facing English outside the catalogues. The files not yet moved over are listed, each
 * with how many literals it still holds (i18n-literal-baseline.json); the list may only shrink, and
 * a file that sheds literals must be lowered in it (I18N_BASELINE=write rewrites it), so the
 * translation only moves forward. Done when the list is empty.
 */
const BASELINE = new URL('./i18n-literal-baseline.json', import.meta.url);

describe('user-facing literals', () => {
  const found = scanForLiterals();
  const counts: Record<string, number> = {};
  for (const f of found) counts[f.file] = (counts[f.file] ?? 0) + 1;

  if (process.env.I18N_BASELINE === 'write')
    writeFileSync(BASELINE, `${JSON.stringify(counts, Object.keys(counts).sort(), 2)}\n`);
  const baseline = JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, number>;

  it('appear in no file beyond those still listed, and no more often than listed', () => {
    const over = found.filter((f) => (counts[f.file] ?? 0) > (baseline[f.file] ?? 0)).map((f) => `${f.file}:${f.line} ${f.text}`);
    expect(over).toEqual([]);
  });

  it('are counted as they are now, so a file moved to the catalogue leaves the list', () => {
    const stale = Object.entries(baseline)
      .filter(([file, n]) => (counts[file] ?? 0) < n)
      .map(([file, n]) => `${file}: listed ${n}, holds ${counts[file] ?? 0}`);
    expect(stale).toEqual([]);
  });
});
