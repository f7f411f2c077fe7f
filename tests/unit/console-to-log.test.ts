import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/server/log';
import { routeConsoleToLog } from '@/lib/server/telemetry/console-to-log';

/*
 * What Next, React or a library write with console.* becomes a line of the portal's log: text kept,
 * an error reduced to its type, digest and frames (its message may echo what a customer typed),
 * any other value named by its type only.
 */

const original = { ...console };
const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
for (const level of ['debug', 'info', 'warn', 'error'] as const) {
  vi.spyOn(log, level).mockImplementation(((fields: Record<string, unknown>, msg: string) => {
    lines.push({ level, fields, msg });
  }) as never);
}
routeConsoleToLog();
afterAll(() => Object.assign(console, original));
beforeEach(() => {
  lines.length = 0;
});

describe('console output', () => {
  it("keeps Next's words, without colour codes, at the matching level", () => {
    console.log('\u001b[32m✓\u001b[39m Ready in 420ms');
    console.warn('a warning', 3);
    expect(lines).toEqual([
      { level: 'info', fields: { source: 'console' }, msg: '✓ Ready in 420ms' },
      { level: 'warn', fields: { source: 'console' }, msg: 'a warning 3' },
    ]);
  });

  it('turns a thrown error into its type, digest and frames, never its message', () => {
    const error = Object.assign(new TypeError('No policy for Aarav Sharma, 12 MG Road'), { digest: '2981734' });
    console.error('⨯', error);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: '⨯',
      fields: { source: 'console', error: 'TypeError', digest: '2981734' },
    });
    expect(lines[0]!.fields.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(lines)).not.toMatch(/Aarav|MG Road/);
  });

  it('names any other value by its type', () => {
    console.info('props', { name: 'Aarav Sharma' }, null);
    expect(lines).toEqual([{ level: 'info', fields: { source: 'console' }, msg: 'props [object] [null]' }]);
  });
});
