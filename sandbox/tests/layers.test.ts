import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLayers } from './support/layers';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const RUNTIME_DEPENDENCIES = Object.keys(pkg.dependencies);

/** Every source file of the core: tests, their helpers and the package's config files are not part of it. */
function sources(dir = ROOT, out = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(ROOT, path).split('\\').join('/');
    if (['node_modules', 'tests'].includes(rel)) continue;
    if (statSync(path).isDirectory()) sources(path, out);
    else if (name.endsWith('.ts') && !/^[^/]+\.config\.ts$/.test(rel)) out.set(rel, readFileSync(path, 'utf8'));
  }
  return out;
}

const tree = (files: Record<string, string>) => checkLayers(new Map(Object.entries(files)), ['zod']);

describe('the core’s layers (http → handlers → domain → store)', () => {
  it('hold for every source file of the package', () => {
    const files = sources();
    expect(files.size).toBeGreaterThan(40);
    expect(checkLayers(files, RUNTIME_DEPENDENCIES)).toEqual([]);
  });

  it('catch an import that goes up a layer, and allow one that goes down', () => {
    expect(tree({ 'domain/a.ts': "import { b } from '../handlers/b';", 'handlers/b.ts': '' })).toEqual([
      'domain/a.ts: domain imports handlers (../handlers/b)',
    ]);
    expect(tree({ 'http/a.ts': "import { b } from '../store/b';", 'store/b.ts': '' })).toEqual([]);
  });

  it('catch an import cycle, type-only imports included', () => {
    expect(tree({ 'domain/a.ts': "import type { B } from './b';", 'domain/b.ts': "import { a } from './a';" })).toEqual([
      'import cycle: domain/a.ts → domain/b.ts → domain/a.ts',
    ]);
  });

  it('catch anything from the portal but @portal/contracts, and packages the sandbox does not depend on', () => {
    expect(
      tree({
        'handlers/a.ts': [
          "import { CODES } from '@portal/contracts';",
          "import { seal } from '@portal/contracts/envelope';",
          "import { getEnv } from '@/lib/server/env';",
          "import { Button } from '@portal/ui';",
          "import { x } from '../../lib/constants';",
          "import { z } from 'zod';",
          "import next from 'next';",
          "import { join } from 'node:path';",
        ].join('\n'),
      }),
    ).toEqual([
      'handlers/a.ts: imports @/lib/server/env; the portal side offers the core only @portal/contracts',
      'handlers/a.ts: imports @portal/ui; the portal side offers the core only @portal/contracts',
      'handlers/a.ts: imports ../../lib/constants, outside the sandbox package',
      'handlers/a.ts: imports next, which is not a dependency of the sandbox package',
    ]);
  });

  it('catch SQL outside store/, as a database call or as a statement in a string', () => {
    const call = "export const n = (db) => db.prepare('SELECT count(*) AS n FROM customers').get();";
    const text = 'export const sql = `UPDATE policies SET payment_type = ? WHERE id = ?`;';
    expect(tree({ 'store/a.ts': call, 'domain/b.ts': call, 'http/c.ts': text })).toEqual([
      'domain/b.ts: SQL outside store/',
      'http/c.ts: SQL outside store/',
    ]);
    expect(tree({ 'http/d.ts': 'const bearer = /^Bearer (\\S+)$/i.exec(header);' })).toEqual([]);
  });

  it('catch a source file outside the four layers', () => {
    expect(tree({ 'helpers.ts': '' })).toEqual(['helpers.ts: not inside one of store, domain, handlers, http']);
  });
});
