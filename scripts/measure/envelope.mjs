// The envelope's cost per upstream call (scripts/bench-envelope.ts): no servers needed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../runtime.mjs';
import { printTable } from './table.mjs';

export function envelopeSection({ report, budget }) {
  const bench = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'bench-envelope.ts')], {
    encoding: 'utf8',
  });
  if (bench.status !== 0) throw new Error(`bench-envelope.ts failed: ${bench.stderr}`);
  report.envelope = JSON.parse(bench.stdout.trim().split('\n').pop());
  printTable('Envelope (seal request + open response)', [report.envelope]);
  budget('envelope ms per call', report.envelope.msPerCall, '< 0.2', report.envelope.msPerCall < 0.2);
}
