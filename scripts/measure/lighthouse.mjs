// Lighthouse (mobile, its default: simulated slow 4G and a 4× slower CPU): performance and accessibility.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.mjs';
import { median, printTable } from './table.mjs';

/** One Chromium for every run; Lighthouse clears the origin's storage and cache before each. */
export async function startLighthouseChrome() {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
}

async function runOnce(chrome, url, cookie) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const { lhr } = result;
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${finalPath}: the session is gone`);
  const a = lhr.audits;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    a11y: Math.round(lhr.categories.accessibility.score * 100),
    fcpMs: a['first-contentful-paint'].numericValue,
    lcpMs: a['largest-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // What moved (what CLS is made of), for --detail.
    shifts: (a['layout-shifts']?.details?.items ?? []).slice(0, 3).map((i) => ({
      element: (i.node?.selector ?? '').slice(0, 70),
      score: Number((i.score ?? 0).toFixed(3)),
    })),
    // Which scripts keep the main thread busy (what TBT is made of), for --detail.
    bootup: (a['bootup-time'].details?.items ?? []).slice(0, 4).map((i) => ({
      script: i.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60),
      scriptingMs: Math.round(i.scripting),
      parseMs: Math.round(i.scriptParseCompile),
    })),
  };
}

/** Median of `runs` runs of each figure on its own (the median score's run need not have the median TBT). */
export async function measureLighthouse(chrome, url, cookie, runs = 3) {
  const results = [];
  const errors = [];
  // A busy machine sometimes spoils a trace (NO_NAVSTART); Lighthouse's advice is to run again.
  while (results.length < runs) {
    const r = await runOnce(chrome, url, cookie);
    if (!r.error) results.push(r);
    else if (errors.push(r.error) > runs) throw new Error(`Lighthouse on ${url}: ${errors.join('; ')}`);
  }
  const pick = (k) => median(results.map((r) => r[k]));
  const byTbt = [...results].sort((a, b) => a.tbtMs - b.tbtMs);
  return {
    score: pick('score'),
    a11y: Math.min(...results.map((r) => r.a11y)),
    scores: results.map((r) => r.score).join('/'),
    fcpMs: Math.round(pick('fcpMs')),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    maxTbtMs: Math.round(Math.max(...results.map((r) => r.tbtMs))),
    cls: Number(pick('cls').toFixed(3)),
    benchmarkIndex: Math.round(pick('benchmarkIndex')),
    bootupOfMedianTbtRun: byTbt[Math.floor(byTbt.length / 2)].bootup,
    shiftsOfLastRun: results.at(-1).shifts,
  };
}

/** The pages of the budget: the login, the dashboard and one page of each kind a customer uses most. */
export const LIGHTHOUSE_PAGES = [
  ['/login', false],
  ['/', true],
  ['/policy-details/10000001', true],
  ['/download', true],
  ['/manage-profile', true],
  ['/service-request', true],
  ['/claim', true],
  ['/help-and-support', true],
];

export async function lighthouseSection({ base, refresh, cookie, report, budget, detail }) {
  const chrome = await startLighthouseChrome();
  const rows = [];
  try {
    // MEASURE_LIGHTHOUSE_PAGES=/,/claim takes only those (a closer look at one page).
    const only = process.env.MEASURE_LIGHTHOUSE_PAGES?.split(',');
    for (const [path, auth] of LIGHTHOUSE_PAGES.filter(([p]) => !only || only.includes(p))) {
      if (auth) await refresh();
      rows.push({ page: path, ...(await measureLighthouse(chrome, `${base}${path}`, auth ? cookie() : null)) });
    }
  } finally {
    await chrome.kill();
  }
  report.lighthouse = rows;
  printTable(
    'Lighthouse 12, mobile: performance median of 3, accessibility the lowest of 3 (ms; scores of each run; benchmarkIndex falls when the machine is busy)',
    rows.map(({ bootupOfMedianTbtRun, shiftsOfLastRun, ...r }) => r),
  );
  if (detail)
    for (const r of rows) {
      printTable(`${r.page}: main-thread time by script (run with the median TBT)`, r.bootupOfMedianTbtRun);
      if (r.shiftsOfLastRun.length) printTable(`${r.page}: what moved (last run)`, r.shiftsOfLastRun);
    }
  for (const r of rows) budget(`Lighthouse ${r.page}`, r.score, '>= 95', r.score >= 95);
  for (const r of rows) budget(`accessibility ${r.page}`, r.a11y, '100', r.a11y === 100);
}
