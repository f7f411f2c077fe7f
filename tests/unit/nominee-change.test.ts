import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR as GENERIC_ERROR_KEY } from '@/lib/constants';
import {
  currentNomineeRows,
  emptyNominee,
  isMinor,
  NOMINEE_MESSAGES,
  nomineeFormSchema,
  type NomineeRowInput,
} from '@/features/policy-details/change-nominee/nominee-rules';
import { callAction } from './action-call';
import { resetStubCore, sent, upstreamPolicy } from './stub-core';
import { english } from './english-text';

// What the screen shows for each of the portal's own failures (SPEC §8).
const GENERIC_ERROR = english(GENERIC_ERROR_KEY);

/*
 * The nominee change: the form's rules (the core's, said before the OTP), and the action and its
 * OTP against a stubbed core, above all that someone else's policy goes no further than the
 * ownership gate.
 */
vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { changeNomineeAction } = await import('@/features/policy-details/change-nominee/actions');
const { sendContactOtpAction } = await import('@/components/otp/contact-otp-actions');

// Today in India is 23 November 2026 throughout.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T06:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const WIFE: NomineeRowInput = {
  ...emptyNominee('60'),
  nomineeName: 'Meera  Sharma',
  relationship: 'Wife',
  dateOfBirth: '1989-02-14',
};
const SON: NomineeRowInput = {
  ...emptyNominee('40'),
  nomineeName: 'Vihaan Sharma',
  relationship: 'Son',
  dateOfBirth: '2016-06-09',
};
const WITH_APPOINTEE: NomineeRowInput = { ...SON, appointeeName: 'Meera Sharma', appointeeRelationship: 'Mother' };

const messages = (nominees: NomineeRowInput[]) => {
  const result = nomineeFormSchema.safeParse({ nominees });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the nominee rules', () => {
  it.each([
    [{ nomineeName: 'M3era' }, 'nominees.0.nomineeName', NOMINEE_MESSAGES.name],
    [{ nomineeName: "Meera D'" }, 'nominees.0.nomineeName', NOMINEE_MESSAGES.name],
    [{ nomineeName: '  ' }, 'nominees.0.nomineeName', NOMINEE_MESSAGES.name],
    [{ relationship: '' }, 'nominees.0.relationship', NOMINEE_MESSAGES.relationship],
    [{ relationship: 'Self' }, 'nominees.0.relationship', NOMINEE_MESSAGES.self],
    [{ dateOfBirth: '' }, 'nominees.0.dateOfBirth', NOMINEE_MESSAGES.dateOfBirth],
    [{ dateOfBirth: '1989-02-30' }, 'nominees.0.dateOfBirth', NOMINEE_MESSAGES.dateOfBirth],
    [{ dateOfBirth: '2026-11-24' }, 'nominees.0.dateOfBirth', NOMINEE_MESSAGES.dateOfBirth],
    [{ dateOfBirth: '1899-12-31' }, 'nominees.0.dateOfBirth', NOMINEE_MESSAGES.dateOfBirth],
    [{ sharePercentage: '' }, 'nominees.0.sharePercentage', NOMINEE_MESSAGES.share],
  ] as Array<[Partial<NomineeRowInput>, string, string]>)('%j is refused on %s', (change, path, message) => {
    const said = messages([{ ...WIFE, sharePercentage: '100', ...change }]);
    // A blank share also leaves the total short.
    expect(said).toEqual(
      change.sharePercentage === '' ? [`${path}: ${message}`, `nominees: ${NOMINEE_MESSAGES.total}`] : [`${path}: ${message}`],
    );
  });

  it("takes a nominee and an appointee named D'Souza or Rao-Patil", () => {
    const dsouza = { ...WIFE, nomineeName: "Meera D'Souza", sharePercentage: '60' };
    const minor = { ...WITH_APPOINTEE, nomineeName: 'Vihaan Rao-Patil', appointeeName: "Meera D'Souza" };
    expect(messages([dsouza, minor])).toEqual([]);
  });

  it('wants whole shares of 1 to 100 that total 100%', () => {
    expect(
      messages([
        { ...WIFE, sharePercentage: '0' },
        { ...WIFE, sharePercentage: '100' },
      ]),
    ).toContain(`nominees.0.sharePercentage: ${NOMINEE_MESSAGES.share}`);
    expect(messages([WIFE])).toEqual([`nominees: ${NOMINEE_MESSAGES.total}`]);
    expect(messages([WIFE, { ...WITH_APPOINTEE, sharePercentage: '30' }])).toEqual([`nominees: ${NOMINEE_MESSAGES.total}`]);
    expect(messages([])).toEqual([`nominees: ${NOMINEE_MESSAGES.total}`]);
  });

  it('wants an appointee for a nominee under 18, and only then', () => {
    expect(messages([WIFE, SON])).toEqual([
      `nominees.1.appointeeName: ${NOMINEE_MESSAGES.appointee}`,
      `nominees.1.appointeeRelationship: ${NOMINEE_MESSAGES.appointee}`,
    ]);
    expect(messages([WIFE, { ...WITH_APPOINTEE, appointeeName: '4' }])).toEqual([
      `nominees.1.appointeeName: ${NOMINEE_MESSAGES.appointee}`,
    ]);
    expect(messages([WIFE, WITH_APPOINTEE])).toEqual([]);
  });

  it('answers the core’s shape: cleaned names, DD/MM/YYYY, numbers, an appointee only for a minor', () => {
    const adultWithAppointee = { ...WIFE, appointeeName: 'Not Needed', appointeeRelationship: 'Father' };
    expect(nomineeFormSchema.parse({ nominees: [adultWithAppointee, WITH_APPOINTEE] }).nominees).toEqual([
      { nomineeName: 'Meera Sharma', relationship: 'Wife', dateOfBirth: '14/02/1989', sharePercentage: 60 },
      {
        nomineeName: 'Vihaan Sharma',
        relationship: 'Son',
        dateOfBirth: '09/06/2016',
        sharePercentage: 40,
        appointeeName: 'Meera Sharma',
        appointeeRelationship: 'Mother',
      },
    ]);
  });

  it('comes of age on the 18th birthday in India, a 29 February one on 1 March', () => {
    expect(isMinor('2008-11-23', '2026-11-23')).toBe(false);
    expect(isMinor('2008-11-24', '2026-11-23')).toBe(true);
    expect(isMinor('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinor('2008-02-29', '2026-03-01')).toBe(false);
  });

  it('starts the form from the current nominees, leaving blank what the core did not send', () => {
    const rows = currentNomineeRows([
      { name: 'Meera Sharma', relationship: 'Wife', sharePercent: 60, dateOfBirth: '1989-02-14', appointeeName: null },
      { name: 'Vihaan Sharma', relationship: 'Son', sharePercent: 40, dateOfBirth: '2016-06-09', appointeeName: 'Meera Sharma' },
    ]);
    expect(rows).toEqual([
      {
        nomineeName: 'Meera Sharma',
        relationship: 'Wife',
        dateOfBirth: '1989-02-14',
        sharePercentage: '60',
        appointeeName: '',
        appointeeRelationship: '',
      },
      {
        nomineeName: 'Vihaan Sharma',
        relationship: 'Son',
        dateOfBirth: '2016-06-09',
        sharePercentage: '40',
        appointeeName: 'Meera Sharma',
        appointeeRelationship: '',
      },
    ]);
    // As it stands the minor's appointee lacks a relationship: that, and only that, is asked for.
    const parsed = nomineeFormSchema.safeParse({ nominees: rows });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['nominees.1.appointeeRelationship']);
    const [odd] = currentNomineeRows([
      { name: 'Asha Rao', relationship: 'Godmother', sharePercent: 33.5, dateOfBirth: null, appointeeName: null },
    ]);
    expect(odd).toMatchObject({ relationship: '', sharePercentage: '', dateOfBirth: '' });
    expect(currentNomineeRows([])).toEqual([emptyNominee('100')]);
  });
});

describe('changeNomineeAction and its OTP', () => {
  const valid = { policyNo: '10000001', nominees: [WIFE, WITH_APPOINTEE], srRequestToken: 'TOKEN-1' };

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetStubCore({
      getCustomerPolicyDetails: () => [upstreamPolicy('10000001', 'IF'), upstreamPolicy('20000001', 'LA', { isUlip: 'N' })],
      changeNominee: () => ({ serviceRequestId: '12345678' }),
      otp: () => ({ transactionId: 'T1', maskedMobile: '9876XXXX10', resendAfterSeconds: 30, expiresInSeconds: 600 }),
    });
  });

  it('raises the request for the customer’s own policy with the core’s shape', async () => {
    expect(await callAction(changeNomineeAction, valid)).toEqual({ ok: true, data: { serviceRequestId: '12345678' } });
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails', 'changeNominee']);
    expect(sent[1]?.body).toMatchObject({ clientId: 'C1000001', policyNumber: '10000001', srRequestToken: 'TOKEN-1' });
    expect((sent[1]?.body.nominees as unknown[])[1]).toMatchObject({
      dateOfBirth: '09/06/2016',
      appointeeRelationship: 'Mother',
    });
  });

  it.each(['40000001', '99999999'])('refuses %s, which is not the customer’s, at the ownership gate', async (policyNo) => {
    expect(await callAction(changeNomineeAction, { ...valid, policyNo })).toEqual({
      ok: false,
      message: english('errors.policyNotFound'),
    });
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails']);
  });

  it('refuses a malformed policy number alike, without asking the core anything', async () => {
    expect(await callAction(changeNomineeAction, { ...valid, policyNo: '1234' })).toEqual({
      ok: false,
      message: english('errors.policyNotFound'),
    });
    expect(sent).toEqual([]);
  });

  it('refuses the OTP for someone else’s policy the same way, and names the policy for the customer’s own', async () => {
    expect(await callAction(sendContactOtpAction, { srRequestType: 'NOMINEE_CHANGE', policyNumber: '40000001' })).toEqual({
      ok: false,
      message: english('errors.policyNotFound'),
    });
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails']);
    await callAction(sendContactOtpAction, { srRequestType: 'NOMINEE_CHANGE', policyNumber: '20000001' });
    expect(sent.at(-1)?.body).toEqual({
      sessionId: 'S1',
      clientId: 'C1000001',
      srRequestType: 'NOMINEE_CHANGE',
      policyNumber: '20000001',
    });
  });

  it('judges the rules again before anything is sent', async () => {
    expect(await callAction(changeNomineeAction, { ...valid, nominees: [WIFE] })).toEqual({
      ok: false,
      message: english(NOMINEE_MESSAGES.total),
    });
    expect(await callAction(changeNomineeAction, { ...valid, nominees: [WIFE, SON] })).toEqual({
      ok: false,
      message: english(NOMINEE_MESSAGES.appointee),
    });
    expect(await callAction(changeNomineeAction, { ...valid, srRequestToken: '' })).toEqual({
      ok: false,
      message: GENERIC_ERROR,
    });
    expect(sent).toEqual([]);
  });
});
