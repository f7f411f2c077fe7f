import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '@portal/contracts';
import { AARAV, PRIYA } from './support/fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/** profile/details: what /manage-profile shows, masked at the source, and no image bytes. */
let t: TestSandbox;

beforeAll(async () => {
  t = await startTestSandbox('profile-details');
});
afterAll(() => t.stop());

describe('profile/details', () => {
  it('gives Aarav’s identity with KYC pending, no Aadhaar and no PAN yet', async () => {
    const me = await t.data(await t.client.login(AARAV.mobile), user.profileDetails, {});
    expect(me).toMatchObject({
      clientId: AARAV.clientId,
      title: 'Mr.',
      firstname: 'Aarav',
      middleName: null,
      surname: 'Sharma',
      dateOfBirth: '21/08/1986',
      gender: 'male',
      primaryMobileNo: AARAV.mobile,
      emailId: 'aarav.sharma@example.com',
      alternateEmailId: null,
      goGreenFlag: 'N',
      profilePic: null,
      aadhaarLast4: null,
      maskedPan: null,
      panVerified: false,
      kycStatus: 'PENDING',
    });
    expect(me.permanentAddress).toBe('Flat 1203, Sea Breeze Towers, Carter Road, Bandra West, Mumbai, Maharashtra 400050, India');
  });

  it('gives Priya with no email on record, her KYC complete and her PAN masked to its last 4', async () => {
    const me = await t.data(await t.client.login(PRIYA.mobile), user.profileDetails, {});
    expect(me).toMatchObject({
      clientId: PRIYA.clientId,
      title: 'Ms.',
      dateOfBirth: '02/03/1991',
      gender: 'female',
      emailId: null,
      aadhaarLast4: '4821',
      maskedPan: 'XXXXXX421Q',
      panVerified: true,
      kycStatus: 'COMPLETED',
    });
    expect(JSON.stringify(me)).not.toContain('BKLPN');
  });

  it('still parses an older core’s answer without the new fields', () => {
    const older = {
      id: '1',
      clientId: 'C1',
      firstname: 'A',
      surname: 'B',
      primaryMobileNo: '9876543210',
      profilePic: null,
    };
    expect(user.profileDetails.data.safeParse(older).success).toBe(true);
    expect(user.profileDetails.data.safeParse({ ...older, aadhaarLast4: '123456789012' }).success).toBe(false);
    expect(user.profileDetails.data.safeParse({ ...older, maskedPan: 'ABCPS1234F' }).success).toBe(false);
  });
});
