import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact, nominee, policy } from '@portal/contracts';
import type { NomineeInput } from '@portal/contracts/nominee';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { approve, bad, contactToken, DUPLICATE, TOKEN_INVALID } from './support/profile';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

const change = (nominees: NomineeInput[], srRequestToken: string, policyNumber = '10000001', who = aarav) =>
  t.call(who, nominee.changeNominee, { clientId: who.clientId, policyNumber, nominees, srRequestToken });
const tokenFor = (policyNumber: string, who = aarav) => contactToken(t, who, 'NOMINEE_CHANGE', { policyNumber });
const nomineesOf = (policyNumber: string) => t.data(aarav, policy.getNomineeDetails, { policyNumber });

const WIFE: NomineeInput = { nomineeName: 'Meera Sharma', relationship: 'Wife', dateOfBirth: '14/02/1989', sharePercentage: 60 };
const MOTHER: NomineeInput = {
  nomineeName: 'Sunita Sharma',
  relationship: 'Mother',
  dateOfBirth: '05/11/1960',
  sharePercentage: 40,
};
const srOf = (res: { envelope?: { data?: unknown } }) => nominee.changeNominee.data.parse(res.envelope?.data).serviceRequestId;

beforeAll(async () => {
  t = await startTestSandbox('nominee-change');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('the OTP of a nominee change', () => {
  it('is for one of the caller’s policies, named in the SMS', async () => {
    await t.client.clearOtpLimits();
    const otp = (policyNumber?: string) =>
      t.call(aarav, contact.contactOtp, {
        clientId: aarav.clientId,
        srRequestType: 'NOMINEE_CHANGE',
        ...(policyNumber ? { policyNumber } : {}),
      });
    expect((await otp()).envelope).toEqual(bad('Invalid request.'));
    expect((await otp('40000001')).envelope).toEqual({ code: 404, message: 'Policy not found.' });
    expect((await otp('10000001')).envelope?.code).toBe(200);
    expect((await t.client.outbox())[0]?.text).toMatch(/^Your OTP for the nominee change request on policy 10000001 is \d{6}\./);
  });
});

describe('changeNominee', () => {
  it('checks every nominee, the shares and the appointee of a minor', async () => {
    const token = await tokenFor('10000001');
    const minor = {
      nomineeName: 'Vihaan Sharma',
      relationship: 'Son' as const,
      dateOfBirth: istDay(t.now(), -365 * 10),
      sharePercentage: 40,
    };
    const cases: Array<[NomineeInput[], string]> = [
      [[{ ...WIFE, nomineeName: 'M3era' }, MOTHER], 'Please enter a valid nominee name'],
      [[{ ...WIFE, nomineeName: ' ' }, MOTHER], 'Please enter a valid nominee name'],
      [[{ ...WIFE, dateOfBirth: '31/02/1989' }, MOTHER], 'Please enter a valid date of birth'],
      [[{ ...WIFE, dateOfBirth: istDay(t.now(), 1) }, MOTHER], 'Please enter a valid date of birth'],
      [[{ ...WIFE, relationship: 'Self' }, MOTHER], 'You cannot be your own nominee.'],
      [[WIFE], 'Total share of all nominees must be 100%'],
      [
        [WIFE, MOTHER, { ...MOTHER, nomineeName: 'Ravi Sharma', relationship: 'Brother', sharePercentage: 1 }],
        'Total share of all nominees must be 100%',
      ],
      [[WIFE, minor], "Please enter the appointee's name and relationship for a nominee under 18."],
      [
        [WIFE, { ...minor, appointeeName: 'Meera Sharma' }],
        "Please enter the appointee's name and relationship for a nominee under 18.",
      ],
      [
        [WIFE, { ...minor, appointeeName: '4', appointeeRelationship: 'Mother' }],
        "Please enter the appointee's name and relationship for a nominee under 18.",
      ],
    ];
    for (const [list, message] of cases) expect((await change(list, token)).envelope, JSON.stringify(list)).toEqual(bad(message));
    expect(
      (
        await change(
          [
            { ...WIFE, sharePercentage: 0 },
            { ...MOTHER, sharePercentage: 100 },
          ],
          token,
        )
      ).envelope,
    ).toEqual(bad('Invalid request.'));
  });

  it('needs the OTP token of that policy', async () => {
    const token = await tokenFor('10000002');
    expect((await change([WIFE, MOTHER], token, '10000001')).envelope).toEqual(TOKEN_INVALID);
    expect((await change([WIFE, MOTHER], 'made-up', '10000002')).envelope).toEqual(TOKEN_INVALID);
    // Another customer's policy reads as unknown, token or not.
    const hers = await tokenFor('40000001', priya);
    expect((await change([WIFE, MOTHER], hers, '10000001', priya)).envelope).toEqual({ code: 404, message: 'Policy not found.' });
  });

  it('raises a Nominee Change Request per policy, applied when approved', async () => {
    const son = {
      nomineeName: "Vihaan D'Souza-Sharma",
      relationship: 'Son' as const,
      dateOfBirth: '09/06/2016',
      sharePercentage: 40,
      appointeeName: 'Meera  Sharma',
      appointeeRelationship: 'Mother' as const,
    };
    const adult = { ...WIFE, appointeeName: 'Not Needed', appointeeRelationship: 'Father' as const };
    const sr = srOf(await change([adult, son], await tokenFor('10000001')));
    await t.client.clearOtpLimits();
    const again = await t.call(aarav, contact.contactOtp, {
      clientId: aarav.clientId,
      srRequestType: 'NOMINEE_CHANGE',
      policyNumber: '10000001',
    });
    expect(again.envelope).toEqual(DUPLICATE);
    // Another policy has its own.
    expect(srOf(await change([{ ...WIFE, sharePercentage: 100 }], await tokenFor('20000001'), '20000001'))).toMatch(/^\d{8}$/);

    expect(await nomineesOf('10000001')).toEqual([
      {
        nomineeName: 'Meera Sharma',
        relationship: 'Wife',
        sharePercentage: '100',
        dateOfBirth: '14/02/1989',
        appointeeName: null,
        appointeeRelationship: null,
      },
    ]);
    expect((await approve(t, sr)).status).toBe(200);
    expect(await nomineesOf('10000001')).toEqual([
      {
        nomineeName: 'Meera Sharma',
        relationship: 'Wife',
        sharePercentage: '60',
        dateOfBirth: '14/02/1989',
        appointeeName: null,
        appointeeRelationship: null,
      },
      {
        nomineeName: "Vihaan D'Souza-Sharma",
        relationship: 'Son',
        sharePercentage: '40',
        dateOfBirth: '09/06/2016',
        appointeeName: 'Meera Sharma',
        appointeeRelationship: 'Mother',
      },
    ]);
  });
});
