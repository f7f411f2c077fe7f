import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallContract } from '@portal/contracts';
import { profileImageUrl } from '@/components/shell/shell-profile';
import { UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { core, resetStubCore, sent } from './stub-core';

/* The avatar's actions and its image route against a stubbed core. */
let signedIn = true;
const shellCustomer = { firstName: 'Aarav', fullName: 'Aarav Sharma', initials: 'AS', profilePic: 'v2', lastLogin: null };
const customer = {
  sessionId: 'S1',
  clientId: 'C1000001',
  accessToken: 't',
  source: 'CP',
  embedded: false,
  customer: shellCustomer,
};
/** What the actions wrote into the session since sign-in (the shell's picture). */
const remembered: Array<Record<string, unknown>> = [];
vi.mock('@/lib/server/session', () => ({
  getAuth: async () => (signedIn ? customer : null),
  requireAuth: async () => customer,
  rememberInSession: async (change: Record<string, unknown>) => void remembered.push(change),
}));
vi.mock('@/lib/server/env', () => ({ getEnv: () => ({ features: {} }) }));
// The stub answers data only; save/profileImage's message rides with it as `_message`.
vi.mock('@/lib/server/data/as-customer', async () => {
  const stub = await import('./stub-core');
  return {
    ...stub,
    exchangeAsCustomer: async (contract: CallContract<never, never>, body: Record<string, unknown>) => {
      const { _message, ...data } = (await stub.callAsCustomer(contract, body)) as Record<string, unknown>;
      return { code: 200, message: _message, data };
    },
  };
});

const { removeProfileImageAction, saveProfileImageAction } = await import('@/components/shell/profile-image-actions');
const { GET } = await import('@/app/api/profile-image/route');

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const picture = { fileContent: JPEG.toString('base64'), fileName: 'IMG_0001.jpg', contentType: 'image/jpeg', profilePic: 'v2' };
const get = (v?: string) => GET(new Request(`http://portal.test/api/profile-image${v ? `?v=${v}` : ''}`));
const uploaded = { documentId: 'doc_0123456789abcdef', fileName: 'IMG_0001.HEIC' };

beforeEach(() => {
  signedIn = true;
  remembered.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetStubCore({ profileImage: (body) => ('document' in body ? saved(body) : picture) });
});

// save/profileImage and profileImage end alike, so the stub tells them apart by the document.
function saved(body: Record<string, unknown>) {
  const removing = (body.document as { fileContent?: string }).fileContent === '';
  return removing
    ? { profilePic: null, _message: 'Profile image removed successfully.' }
    : { profilePic: 'v3', _message: 'Profile image updated successfully.' };
}

describe('removeProfileImageAction', () => {
  it('sends an empty document and answers the core’s words', async () => {
    expect(await callAction(removeProfileImageAction, {})).toEqual({
      ok: true,
      data: { profilePic: null, message: 'Profile image removed successfully.' },
    });
    expect(sent).toEqual([
      { path: 'profileImage', body: { sessionId: 'S1', clientId: 'C1000001', document: { fileContent: '', fileName: '' } } },
    ]);
    // The shell shows the initials from the next render on.
    expect(remembered).toEqual([{ customer: { ...shellCustomer, profilePic: null } }]);
  });
});

describe('saveProfileImageAction', () => {
  it('refuses anything but an uploaded file’s id before the core hears of it', async () => {
    for (const input of [{}, { documentId: 'short', fileName: 'a.jpg' }, { fileContent: 'AAAA', fileName: 'a.jpg' }]) {
      expect(await callAction(saveProfileImageAction, input)).toMatchObject({ ok: false });
    }
    expect(sent).toEqual([]);
  });

  it('names the uploaded file by its id, and the shell shows the new picture next', async () => {
    expect(await callAction(saveProfileImageAction, uploaded)).toEqual({
      ok: true,
      data: { profilePic: 'v3', message: 'Profile image updated successfully.' },
    });
    expect(sent[0]?.body.document).toEqual({ documentId: uploaded.documentId });
    expect(remembered).toEqual([{ customer: { ...shellCustomer, profilePic: 'v3' } }]);
  });
});

describe('GET /api/profile-image', () => {
  it('serves the picture privately, kept for good under its own version', async () => {
    const res = await get('v2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(JPEG);
  });

  it('does not let an old or missing version pin the current picture', async () => {
    for (const v of ['v1', undefined]) expect((await get(v)).headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers 401 without a session, before asking the core', async () => {
    signedIn = false;
    expect((await get('v2')).status).toBe(401);
    expect(sent).toEqual([]);
  });

  it('answers 404 when there is no picture, 502 when the core fails', async () => {
    core.profileImage = () => new UpstreamError('No profile image on record.', 404);
    expect((await get()).status).toBe(404);
    core.profileImage = () => new Error('socket hang up');
    expect((await get()).status).toBe(502);
  });

  it('puts the version in the avatar’s address', () => {
    expect(profileImageUrl('a1b2 c3')).toBe('/api/profile-image?v=a1b2%20c3');
  });
});
