// Node 22 LTS beside the machine's Node, for the unit tests' second run (`TEST_NODE22=1 npm test`,
// as .ci/run does). `node scripts/node22.mjs prepare` fetches Node 22 from the npm registry and
// compiles the core's SQLite driver for it, out of place: node_modules/better-sqlite3 stays built
// for the machine's Node (its files are hard links other checkouts share). It needs no
// node_modules, so .ci/run starts it beside `npm ci`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const home = join(root, '.tmp', 'node22');
// The registry's `node` package only installs one of these from a preinstall script; taking the
// one for this machine directly is the same binary with no install script to allow.
const platform = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform];
const binaryPackage = `node-${platform}-${process.arch}`;
const binaryDir = join(home, 'node_modules', binaryPackage);

/**
 * Where the prepared Node 22 and its better-sqlite3 are. vitest.config.mts resolves
 * `better-sqlite3` to `sqliteDir` when BETTER_SQLITE3_DIR names it. The folder sits under a
 * node_modules so that vitest loads it as a package, and finds its own dependencies in the root's.
 */
export const node22 = {
  node: join(binaryDir, 'bin', 'node'),
  sqliteDir: join(home, 'sqlite', 'node_modules', 'better-sqlite3'),
};

const lockedSqliteVersion = () =>
  JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages['node_modules/better-sqlite3'].version;

/** npm's own node-gyp: there before `npm ci` has filled node_modules. */
function nodeGyp() {
  if (process.env.npm_config_node_gyp) return process.env.npm_config_node_gyp;
  const globalRoot = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
  return join(globalRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
}

function step(what, command, args, options = {}) {
  console.log(`node22: ${what}`);
  const r = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (r.status !== 0) throw new Error(`${what} failed (${r.status ?? r.signal})`);
}

function prepare() {
  mkdirSync(home, { recursive: true });
  const sqliteVersion = lockedSqliteVersion();
  const stampFile = join(home, 'stamp.json');
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};
  if (
    existsSync(node22.node) &&
    existsSync(join(node22.sqliteDir, 'build', 'Release', 'better_sqlite3.node')) &&
    stamp.sqlite === sqliteVersion
  ) {
    console.log(`node22: ready (${stamp.node}, better-sqlite3 ${sqliteVersion})`);
    return;
  }
  step(`installing ${binaryPackage}@22`, 'npm', [
    'install',
    '--prefix',
    home,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    `${binaryPackage}@22`,
  ]);
  const version = execFileSync(node22.node, ['--version'], { encoding: 'utf8' }).trim();

  // The registry's tarball of the locked version: the same source `npm ci` compiles.
  const work = join(home, 'sqlite');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(dirname(node22.sqliteDir), { recursive: true });
  step(`fetching better-sqlite3@${sqliteVersion}`, 'npm', [
    'pack',
    `better-sqlite3@${sqliteVersion}`,
    '--pack-destination',
    work,
    '--silent',
  ]);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  step('unpacking it', 'tar', ['-xzf', join(work, tarball), '-C', work]);
  renameSync(join(work, 'package'), node22.sqliteDir);

  // npm's configuration would point node-gyp at the machine's own headers (nodedir): none of it.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_config_')));
  // Unoptimised: the binary only serves the tests, and SQLite's one large C file then compiles in
  // a third of the time (docs/testing.md).
  Object.assign(env, { CFLAGS: '-O0', CXXFLAGS: '-O0' });
  step(
    `compiling better-sqlite3 for Node ${version}`,
    node22.node,
    [nodeGyp(), 'rebuild', '--release', `--nodedir=${binaryDir}`, '--jobs=2', '--loglevel=warn'],
    {
      cwd: node22.sqliteDir,
      env,
    },
  );
  writeFileSync(stampFile, JSON.stringify({ node: version, sqlite: sqliteVersion }));
  console.log(`node22: ready (${version}, better-sqlite3 ${sqliteVersion})`);
}

/** vitest's unit tests on the prepared Node 22, the JSON report into `jsonFile`; answers the exit status. */
export function unitTestsOnNode22(jsonFile) {
  const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
  return spawnSync(node22.node, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`], {
    cwd: root,
    stdio: 'inherit',
    // Node 22 also for anything a test starts; better-sqlite3 is the copy built for it.
    env: { ...process.env, PATH: `${dirname(node22.node)}:${process.env.PATH}`, BETTER_SQLITE3_DIR: node22.sqliteDir },
  }).status;
}

if (process.argv[2] === 'prepare') {
  try {
    prepare();
  } catch (e) {
    console.error(`node22: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}
