import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '@portal/contracts';
import { MAX_UPLOAD_BYTES, type Document } from '@portal/contracts/uploads';
import type { LoginTokens } from './support/client';
import { file, heic, HEIC_B64, JPEG_B64, jpeg, pdf, png, PNG_B64, text } from './support/files';
import { AARAV, PRIYA } from './support/fixtures';
import { bad, profileOf } from './support/profile';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

const save = (document: Document, who = aarav) => t.call(who, profile.saveProfileImage, { clientId: who.clientId, document });
const shown = (who = aarav) => t.call(who, profile.profileImage, { clientId: who.clientId });
const INVALID_TYPE = bad('Invalid file type');

beforeAll(async () => {
  t = await startTestSandbox('profile-image');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('save/profileImage and profileImage', () => {
  it('keeps a JPEG and reports its version, not its bytes, in profile/details', async () => {
    expect((await shown()).envelope).toEqual({ code: 404, message: 'No profile image on record.' });
    const res = await save(jpeg('me.jpg'));
    expect(res.envelope).toMatchObject({ code: 200, message: 'Profile image updated successfully.' });
    const { profilePic } = profile.saveProfileImage.data.parse(res.envelope?.data);
    expect(profilePic).toMatch(/^[0-9a-f]{20}$/);
    expect((await profileOf(t, aarav)).profilePic).toBe(profilePic);
    expect((await shown()).envelope?.data).toEqual({
      fileContent: JPEG_B64,
      fileName: 'me.jpg',
      contentType: 'image/jpeg',
      profilePic,
    });
    // Each customer has their own.
    expect((await shown(priya)).envelope?.code).toBe(404);
  });

  it('replaces it with a PNG under a new version', async () => {
    const before = (await profileOf(t, aarav)).profilePic;
    const res = await save(png('avatar.PNG'));
    const after = profile.saveProfileImage.data.parse(res.envelope?.data).profilePic;
    expect(after).not.toBe(before);
    expect((await shown()).envelope?.data).toMatchObject({ fileContent: PNG_B64, contentType: 'image/png' });
  });

  it('converts a HEIC from a phone to a JPEG every browser shows', async () => {
    const res = await save(heic('IMG_0001.HEIC'));
    expect(res.envelope?.code).toBe(200);
    const image = profile.profileImage.data.parse((await shown()).envelope?.data);
    expect(image).toMatchObject({ contentType: 'image/jpeg', fileName: 'IMG_0001.jpg' });
    const bytes = Buffer.from(image.fileContent, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(image.fileContent).not.toBe(HEIC_B64);
    // A .heif name is as good as .heic.
    expect((await save(file('photo.heif', HEIC_B64))).envelope?.code).toBe(200);
  });

  it('refuses anything but a real JPEG, PNG or HEIC with "Invalid file type"', async () => {
    expect((await save(pdf('me.pdf'))).envelope).toEqual(INVALID_TYPE);
    expect((await save(text('me.png'))).envelope).toEqual(INVALID_TYPE);
    expect((await save(file('me.heic', PNG_B64))).envelope).toEqual(INVALID_TYPE);
    expect((await save(file('me.gif', JPEG_B64))).envelope).toEqual(INVALID_TYPE);
    // A HEIC's first bytes on something no decoder can read.
    const fake = Buffer.concat([Buffer.from(HEIC_B64, 'base64').subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await save(file('broken.heic', fake.toString('base64')))).envelope).toEqual(INVALID_TYPE);
  });

  it('takes no more than 3 MB: the contract bounds the base64', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
    Buffer.from(JPEG_B64, 'base64').copy(big);
    expect((await save(file('big.jpg', big.toString('base64')))).envelope).toEqual(bad('Invalid request.'));
  });

  it('removes the picture on an empty document', async () => {
    const res = await save({ fileContent: '', fileName: '' });
    expect(res.envelope).toEqual({ code: 200, message: 'Profile image removed successfully.', data: { profilePic: null } });
    expect((await profileOf(t, aarav)).profilePic).toBeNull();
    expect((await shown()).envelope?.code).toBe(404);
  });

  it('is only the caller’s', async () => {
    const other = await t.call(aarav, profile.saveProfileImage, { clientId: PRIYA.clientId, document: jpeg() });
    expect(other.envelope).toEqual(bad('Invalid request.'));
    expect((await t.call(aarav, profile.profileImage, { clientId: PRIYA.clientId })).envelope).toEqual(bad('Invalid request.'));
  });
});
