import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, PUBLIC_HOLIDAYS } from '../domain/holidays';
import type { LoginTokens } from './support/client';
import { AARAV } from './support/fixtures';
import { moveClockTo, noonIst, raisedQuery, track } from './support/requests';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;

beforeAll(async () => {
  t = await startTestSandbox('due-dates');
});
afterAll(() => t.stop());

async function raiseOn(isoDay: string, subject: string, policyNumber: string) {
  moveClockTo(t, noonIst(isoDay));
  aarav = await t.client.login(AARAV.mobile);
  const sr = await raisedQuery(t, aarav, { subject, policyNumber, description: 'Due date test' });
  return (await track(t, aarav)).find((r) => r.srNumber === sr);
}

describe('promised days', () => {
  it('gives the e-policy soft copy 5 working days, skipping the weekend and Republic Day', async () => {
    // Friday 22 January 2027: Mon 25, (Tue 26 Republic Day), Wed 27, Thu 28, Fri 29, Mon 1 February.
    const sr = await raiseOn('2027-01-22', 'E-PD Soft Copy', '10000001');
    expect(sr).toMatchObject({ raisedOn: '22/01/2027', dueDate: '01/02/2027', daysLeft: 10, isOpen: true });
    const [sms] = await t.client.outbox();
    expect(sms?.text).toBe(
      `Your E-PD Soft Copy request SR ${sr?.srNumber} is received. We will email the soft copy of your e-policy within 5 working days.`,
    );
    expect(sr?.timeline).toEqual([{ status: 'Open', at: '22/01/2027 12:00:00', message: sms?.text }]);
  });

  it('skips Holi and Good Friday in the same week', async () => {
    // Friday 19 March 2027: (Mon 22 Holi), Tue 23, Wed 24, Thu 25, (Fri 26 Good Friday), Mon 29, Tue 30.
    const sr = await raiseOn('2027-03-19', 'e-pd  soft copy', '10000002');
    expect(sr).toMatchObject({ raisedOn: '19/03/2027', dueDate: '30/03/2027' });
  });

  it('gives every other request 7 calendar days, holidays or not', async () => {
    const sr = await raiseOn('2027-03-19', 'Policy Bond Copy', '10000001');
    expect(sr).toMatchObject({ dueDate: '26/03/2027', daysLeft: 7 });
    const [sms] = await t.client.outbox();
    expect(sms?.text).toBe(`Your Policy Bond Copy request SR ${sr?.srNumber} is received. We will respond within 7 days.`);
  });

  it('counts down to the promised day and then says how late it is', async () => {
    moveClockTo(t, noonIst('2027-03-29'));
    aarav = await t.client.login(AARAV.mobile);
    const list = await track(t, aarav);
    const late = list.find((r) => r.srSubject === 'Policy Bond Copy');
    const soon = list.find((r) => r.dueDate === '30/03/2027');
    expect(late).toMatchObject({ daysLeft: -3, isOpen: true });
    expect(soon).toMatchObject({ daysLeft: 1 });
  });
});

describe('the core’s holiday calendar', () => {
  it('keeps the national holidays of 2025–2027 and the weekends as non-working days', () => {
    for (const y of [2025, 2026, 2027]) {
      expect(PUBLIC_HOLIDAYS[`${y}-01-26`]).toBe('Republic Day');
      expect(PUBLIC_HOLIDAYS[`${y}-08-15`]).toMatch(/^Independence Day/);
      expect(PUBLIC_HOLIDAYS[`${y}-10-02`]).toMatch(/^Gandhi Jayanti/);
      expect(PUBLIC_HOLIDAYS[`${y}-12-25`]).toBe('Christmas Day');
    }
    expect(Object.values(PUBLIC_HOLIDAYS).filter((n) => n.startsWith('Diwali'))).toHaveLength(3);
    expect(isWorkingDay('2026-11-24')).toBe(false); // Guru Nanak Jayanti, a Tuesday
    expect(isWorkingDay('2026-11-28')).toBe(false); // a Saturday
    expect(isWorkingDay('2026-11-25')).toBe(true);
    // Friday 20 November 2026: Mon 23, (Tue 24), Wed 25, Thu 26, Fri 27, Mon 30.
    expect(addWorkingDays('2026-11-20', 5)).toBe('2026-11-30');
    // Outside the list only weekends count.
    expect(addWorkingDays('2028-01-21', 5)).toBe('2028-01-28');
  });
});
