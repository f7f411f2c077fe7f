// npm test: lint and format checks beside a production build, unit and integration tests (vitest), then
// browser tests (Playwright). Ends with one line `N passed, N failed` for CI; a failed lint or
// format check counts as one failure each. With TEST_NODE22=1 (.ci/run) the unit tests run a second
// time on Node 22 LTS (scripts/node22.mjs), and their counts join the line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { node22, unitTestsOnNode22 } from './node22.mjs';
import { buildIfNeeded, root } from './runtime.mjs';

const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (cmd) => join(root, 'node_modules', '.bin', cmd);
const run = (cmd, args, env = {}) =>
  spawnSync(bin(cmd), args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;
/**
 * A command whose output is kept for later; resolves with its exit status and what it printed.
 * `niceness` puts it below everything else on the CPU.
 */
function collect(command, args, { niceness = 0 } = {}) {
  const child = spawn(command, args, { cwd: root, env: process.env });
  if (niceness) setPriority(child.pid, niceness);
  const done = new Promise((resolve) => {
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output }));
  });
  return Object.assign(done, { child });
}
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitestJson = join(tmp, 'vitest.json');
const vitest22Json = join(tmp, 'vitest-node22.json');
const playwrightJson = join(tmp, 'playwright.json');
for (const f of [vitestJson, vitest22Json, playwrightJson]) rmSync(f, { force: true });

// Node 22 and its SQLite driver (about a minute of compiling, unless .ci/run did it beside npm ci)
// are prepared beside the build and the first unit run, below them: they only have to be done
// by the time the first run is.
const withNode22 = process.env.TEST_NODE22 === '1';
const node22Prepared = withNode22
  ? collect(process.execPath, [join(root, 'scripts', 'node22.mjs'), 'prepare'], { niceness: 10 })
  : null;

// eslint and prettier run beside the production build: the checks only read files and the build
// only writes .next, and the build leaves part of the two cores idle. The checks start at once (the
// build blocks this script until it ends) and their output is printed after the build's, so the
// two do not interleave. eslint's cache (in .tmp) spares a second local run the unchanged files.
const checks = [
  { name: 'eslint', args: ['.', '--cache', '--cache-location', join(tmp, 'eslintcache')] },
  { name: 'prettier --check', cmd: 'prettier', args: ['--check', '.'] },
];
const checked = Promise.all(checks.map((c) => collect(bin(c.cmd ?? c.name), c.args).then((r) => ({ name: c.name, ...r }))));
const built = buildIfNeeded({ exitOnFailure: false });
const checkResults = await checked;
for (const r of checkResults) process.stdout.write(`\n> ${r.name}\n${r.output}`);
const failedChecks = checkResults.filter((r) => r.status !== 0).map((r) => r.name);
if (!built) {
  // Nothing to test without a build; the closing line still says how the run ended.
  node22Prepared?.child.kill();
  console.log(`\nfailed checks: ${[...failedChecks, 'next build'].join(', ')}`);
  console.log(`0 passed, ${failedChecks.length + 1} failed`);
  process.exit(1);
}

const unitStatus = run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
let unit22Status = null;
if (withNode22) {
  const prepared = await node22Prepared;
  process.stdout.write(`\n> node scripts/node22.mjs prepare\n${prepared.output}`);
  if (prepared.status === 0) {
    console.log(`\n> vitest on Node 22 (${node22.node})`);
    unit22Status = unitTestsOnNode22(vitest22Json);
  } else {
    failedChecks.push('Node 22 preparation');
  }
}
const e2eStatus = run('playwright', ['test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});

const unit = readJson(vitestJson);
const unit22 = readJson(vitest22Json);
const e2e = readJson(playwrightJson);
const passed = (unit?.numPassedTests ?? 0) + (unit22?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
let failed = (unit?.numFailedTests ?? 0) + (unit22?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0) + failedChecks.length;
// A runner that crashed before reporting still counts as a failure.
if (unitStatus !== 0 && !unit?.numFailedTests) failed += 1;
if (unit22Status !== null && unit22Status !== 0 && !unit22?.numFailedTests) failed += 1;
if (e2eStatus !== 0 && !e2e?.stats.unexpected) failed += 1;
const on22 = withNode22 ? `, unit on Node 22: ${unit22?.numPassedTests ?? 0} passed` : '';
console.log(
  `\nunit: ${unit?.numPassedTests ?? 0} passed${on22}, browser: ${e2e ? e2e.stats.expected + e2e.stats.flaky : 0} passed`,
);
if (failedChecks.length) console.log(`failed checks: ${failedChecks.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
