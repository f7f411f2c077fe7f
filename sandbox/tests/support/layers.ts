import { posix } from 'node:path';

/**
 * The core's structure as rules a test can hold it to: four layers, each
 * importing only its own or lower ones (http → handlers → domain → store), no
 * import cycle, nothing from the portal but @portal/contracts, and SQL only
 * in store/. Works on a map of package-relative paths to source text, so the
 * rules can be tried on made-up trees as well as the real one.
 */
export const LAYERS = ['store', 'domain', 'handlers', 'http'] as const;
type Layer = (typeof LAYERS)[number];

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const DB_CALL = /\.(?:prepare|pragma)\s*\(|\bdb\.exec\s*\(/;
const SQL_TEXT =
  /\b(?:SELECT\s[\s\S]{0,200}?\bFROM\b|INSERT\s+(?:OR\s+\w+\s+)?INTO\b|UPDATE\s+\w+\s+SET\b|DELETE\s+FROM\b|CREATE\s+(?:TABLE|INDEX)\b)/;

export function layerOf(path: string): Layer | null {
  const top = path.split('/')[0] as Layer;
  return path.includes('/') && LAYERS.includes(top) ? top : null;
}

export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3]) as string);
}

const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** The package-relative file an import names, or null when it leaves the package. */
function resolveIn(files: ReadonlyMap<string, string>, from: string, spec: string): string | null {
  const base = posix.normalize(posix.join(posix.dirname(from), spec));
  if (base.startsWith('..')) return null;
  return [`${base}.ts`, `${base}/index.ts`, base].find((p) => files.has(p)) ?? `${base}.ts`;
}

/** Every rule broken in `files` (path → source), one line each; empty when the structure holds. */
export function checkLayers(files: ReadonlyMap<string, string>, dependencies: readonly string[]): string[] {
  const problems: string[] = [];
  const graph = new Map<string, string[]>();
  for (const [path, text] of files) {
    const layer = layerOf(path);
    if (!layer) {
      problems.push(`${path}: not inside one of ${LAYERS.join(', ')}`);
      continue;
    }
    const edges: string[] = [];
    for (const spec of importsOf(text)) {
      if (spec.startsWith('.')) {
        const target = resolveIn(files, path, spec);
        if (target === null) {
          problems.push(`${path}: imports ${spec}, outside the sandbox package`);
          continue;
        }
        edges.push(target);
        const to = layerOf(target);
        if (to && LAYERS.indexOf(to) > LAYERS.indexOf(layer)) problems.push(`${path}: ${layer} imports ${to} (${spec})`);
      } else if (spec.startsWith('@portal/') || spec.startsWith('@/')) {
        if (spec !== '@portal/contracts' && !spec.startsWith('@portal/contracts/')) {
          problems.push(`${path}: imports ${spec}; the portal side offers the core only @portal/contracts`);
        }
      } else if (!spec.startsWith('node:') && !dependencies.includes(packageOf(spec))) {
        problems.push(`${path}: imports ${spec}, which is not a dependency of the sandbox package`);
      }
    }
    graph.set(path, edges);
    if (layer !== 'store' && (DB_CALL.test(text) || SQL_TEXT.test(text))) problems.push(`${path}: SQL outside store/`);
  }
  return [...problems, ...cyclesIn(graph)];
}

function cyclesIn(graph: ReadonlyMap<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      found.push(`import cycle: ${[...trail.slice(trail.indexOf(node)), node].join(' → ')}`);
      return;
    }
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) if (graph.has(next)) visit(next, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}
