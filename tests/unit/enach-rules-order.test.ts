import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareForAutoPay, orderForAutoPay, paymentTypeGroup } from '@/features/enach-registration/enach-rules';

interface Row {
  id: number;
  paymentType: string;
  paidToDate: string | null;
}

const today = '2026-11-21';
const row = (id: number, paymentType: string, paidToDate: string | null): Row => ({ id, paymentType, paidToDate });
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('payment type groups', () => {
  it('puts cash or cheque first, debit next, anything else last (contains, any case)', () => {
    expect(paymentTypeGroup('CASH')).toBe(0);
    expect(paymentTypeGroup('Cheque Payment')).toBe(0);
    expect(paymentTypeGroup('Direct DEBIT')).toBe(1);
    expect(paymentTypeGroup('online')).toBe(2);
    expect(paymentTypeGroup('')).toBe(2);
    expect(paymentTypeGroup(null)).toBe(2);
  });
});

describe('orderForAutoPay (SPEC §4)', () => {
  it('orders by group, then today-or-later ascending, then past descending, then invalid or missing', () => {
    const rows = [
      row(1, 'online', '2026-12-01'),
      row(2, 'debit', '2026-11-25'),
      row(3, 'cash', '2026-10-01'),
      row(4, 'cash', null),
      row(5, 'Cheque', '2026-12-31'),
      row(6, 'cash', '2026-11-21'),
      row(7, 'cash', '2026-11-01'),
      row(8, 'cash', '2026-02-30'),
      row(9, 'cash', 'not a date'),
      row(10, 'debit', '2025-01-01'),
    ];
    expect(ids(orderForAutoPay(rows, today))).toEqual([6, 5, 7, 3, 4, 8, 9, 2, 10, 1]);
  });

  it('does not change its input', () => {
    const rows = [row(1, 'debit', today), row(2, 'cash', today)];
    orderForAutoPay(rows, today);
    expect(ids(rows)).toEqual([1, 2]);
  });
});

// Dates near `today` so every bucket is hit often; a few malformed strings and nulls besides.
const isoNear = fc.integer({ min: -400, max: 400 }).map((d) => new Date(Date.UTC(2026, 10, 21 + d)).toISOString().slice(0, 10));
const paidTo = fc.oneof(isoNear, isoNear, isoNear, fc.constant(null), fc.constantFrom('', '2026-13-01', '21/11/2026'));
const payType = fc.constantFrom('cash', 'CASH', 'cheque', 'debit', 'Direct Debit', 'online', 'NEFT', '');
const rows = fc
  .array(fc.record({ paymentType: payType, paidToDate: paidTo }), { maxLength: 40 })
  .map((list) => list.map((r, id) => ({ ...r, id })));
const anyRow = fc.record({ id: fc.nat(), paymentType: payType, paidToDate: paidTo });

describe('ordering properties', () => {
  it('compares as a total preorder: reflexive, antisymmetric in sign, transitive, total', () => {
    fc.assert(
      fc.property(anyRow, anyRow, anyRow, (a, b, c) => {
        const cmp = (x: Row, y: Row) => Math.sign(compareForAutoPay(x, y, today));
        expect(cmp(a, a)).toBe(0);
        expect(cmp(a, b)).toBe(-cmp(b, a) || 0);
        if (cmp(a, b) <= 0 && cmp(b, c) <= 0) expect(cmp(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('returns a sorted permutation of its input', () => {
    fc.assert(
      fc.property(rows, (list) => {
        const out = orderForAutoPay(list, today);
        expect([...ids(out)].sort((x, y) => x - y)).toEqual(ids(list));
        for (let i = 1; i < out.length; i++) expect(compareForAutoPay(out[i - 1]!, out[i]!, today)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('is stable: rows that compare equal keep their input order', () => {
    fc.assert(
      fc.property(rows, (list) => {
        const out = orderForAutoPay(list, today);
        for (let i = 1; i < out.length; i++) {
          if (compareForAutoPay(out[i - 1]!, out[i]!, today) === 0) expect(out[i - 1]!.id).toBeLessThan(out[i]!.id);
        }
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(rows, (list) => {
        const once = orderForAutoPay(list, today);
        expect(ids(orderForAutoPay(once, today))).toEqual(ids(once));
      }),
    );
  });

  it('orders equivalent inputs alike: any shuffle gives an elementwise-equal result', () => {
    const shuffledPair = rows.chain((list) =>
      fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }).map((s) => [list, s] as const),
    );
    fc.assert(
      fc.property(shuffledPair, ([list, shuffled]) => {
        const a = orderForAutoPay(list, today);
        const b = orderForAutoPay(shuffled, today);
        a.forEach((r, i) => expect(compareForAutoPay(r, b[i]!, today)).toBe(0));
      }),
    );
  });
});
