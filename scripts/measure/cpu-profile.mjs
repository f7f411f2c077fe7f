// Summarises a V8 .cpuprofile (from `node --cpu-prof`): self and inclusive time per function and
// per source (which package or app folder the time is spent in). Frames in bundles (the app's
// server chunks, Next's precompiled React) are mapped back through the bundles' source maps.
// Also a command: node scripts/measure/cpu-profile.mjs <file.cpuprofile>
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const META = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

const maps = new Map();

function sourceMapOf(url) {
  if (!maps.has(url)) {
    const file = url.startsWith('file://') ? fileURLToPath(url) : null;
    maps.set(
      url,
      file && existsSync(`${file}.map`) ? { file, map: new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) } : null,
    );
  }
  return maps.get(url);
}

/** A project-relative path, or the path inside node_modules, without bundler prefixes. */
function cleanPath(source, mapFile, root) {
  let path = source
    .replace(/^webpack:\/\/next\/\.\/dist\/compiled\//, 'node_modules/')
    .replace(/^webpack:\/\/next\/\.\//, 'node_modules/next/')
    .replace(/^turbopack:\/\/\/\[project\]\//, '')
    .replace(/^turbopack:\/\/\/\[turbopack\]\//, 'node_modules/turbopack/')
    .replace(/^file:\/\//, '');
  if (mapFile && !/^[a-z]+:/.test(path) && !path.startsWith('node_modules/'))
    path = relative(root, resolve(dirname(mapFile), path));
  const nm = path.lastIndexOf('node_modules/');
  return nm >= 0 ? path.slice(nm + 13) : path;
}

/** Bundles rename functions; the original source at the mapped place says what it was called. */
function originalName(map, entry, fallback) {
  if (entry.name) return entry.name;
  const { sources, sourcesContent } = map.payload;
  const line = sourcesContent?.[sources.indexOf(entry.originalSource)]?.split('\n')[entry.originalLine] ?? '';
  const here = line.slice(entry.originalColumn);
  const declared = /^(?:async\s+)?function\s*\*?\s*([\w$]+)/.exec(here) ?? /^(?:async\s+)?([\w$]+)\s*\(/.exec(here);
  const assigned = /([\w$.]+)\s*[=:]\s*(?:async\s+)?(?:function\b|\()?\s*$/.exec(line.slice(0, entry.originalColumn));
  return declared?.[1] ?? assigned?.[1] ?? fallback;
}

/** A function's name and place in the source it was written in, when a source map knows it. */
function original(frame, root) {
  const name = frame.functionName || '(anonymous)';
  const bundle = frame.url ? sourceMapOf(frame.url) : null;
  const entry = bundle?.map.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry?.originalSource) return { name, file: cleanPath(frame.url, null, root), line: frame.lineNumber + 1 };
  return {
    name: originalName(bundle.map, entry, name),
    file: cleanPath(entry.originalSource, bundle.file, root),
    line: entry.originalLine + 1,
  };
}

/** Where a frame's code lives, coarse enough to add up: a package, an app folder, Node itself. */
function source(frame, at) {
  if (!frame.url) return META.has(frame.functionName) ? frame.functionName : '(native)';
  if (frame.url.startsWith('node:')) return 'node: internals';
  const parts = at.file.split('/');
  if (parts[0].startsWith('@')) return `${parts[0]}/${parts[1]}`;
  if (parts[0] === 'next') return parts.slice(0, parts[1] === 'src' || parts[1] === 'dist' ? 4 : 2).join('/');
  if (['app', 'components', 'lib', 'packages', 'proxy.ts'].includes(parts[0]))
    return `app: ${parts.slice(0, parts.length > 3 ? 3 : 2).join('/')}`;
  return parts[0].replace(/\.js$/, '');
}

export function summariseProfile(profile, { root = process.cwd(), n = 15 } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const self = new Map();
  const inclusive = new Map();
  const sources = new Map();
  const sourcesInclusive = new Map();
  const appInclusive = new Map();
  let total = 0;
  let busy = 0;
  const add = (map, k, ms) => map.set(k, (map.get(k) ?? 0) + ms);
  const resolved = new Map();
  const at = (id) => {
    if (!resolved.has(id)) {
      const frame = byId.get(id).callFrame;
      const o = original(frame, root);
      const src = source(frame, o);
      resolved.set(id, { frame, key: `${o.name} ${o.file}:${o.line}`, source: src, app: src.startsWith('app: ') });
    }
    return resolved.get(id);
  };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    total += ms;
    const leaf = at(id);
    if (leaf.frame.functionName === '(idle)') return;
    busy += ms;
    add(self, leaf.key, ms);
    add(sources, leaf.source, ms);
    const seenKeys = new Set();
    const seenSources = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const f = at(node);
      if (META.has(f.frame.functionName)) continue;
      if (!seenKeys.has(f.key)) add(f.app ? appInclusive : inclusive, f.key, ms);
      if (!seenSources.has(f.source)) add(sourcesInclusive, f.source, ms);
      seenKeys.add(f.key);
      seenSources.add(f.source);
    }
  });
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({
        function: name.slice(0, 110),
        ms: Math.round(ms),
        pctOfBusy: Number(((100 * ms) / busy).toFixed(1)),
      }));
  return {
    totalMs: Math.round(total),
    busyMs: Math.round(busy),
    self: top(self),
    inclusive: top(inclusive),
    appInclusive: top(appInclusive),
    sources: top(sources).map(({ function: name, ...rest }) => ({ source: name, ...rest })),
    sourcesInclusive: top(sourcesInclusive).map(({ function: name, ...rest }) => ({ source: name, ...rest })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { printTable } = await import('./table.mjs');
  const s = summariseProfile(JSON.parse(readFileSync(process.argv[2], 'utf8')), { n: Number(process.argv[3]) || 15 });
  console.log(`profile: ${s.totalMs} ms, busy ${s.busyMs} ms`);
  printTable('Self time by source', s.sources);
  printTable('Inclusive time by source (on the stack)', s.sourcesInclusive);
  printTable('Self time by function', s.self);
  printTable('Inclusive time by function', s.inclusive);
  printTable("Inclusive time of the app's own functions", s.appInclusive);
}
