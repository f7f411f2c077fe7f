import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NAME_MESSAGES, nameChangeSchema } from '@/features/manage-profile/name/name-schema';
import { UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { core, resetStubCore, sent } from './stub-core';
import { english } from './english-text';
import { FILE_MISSING } from '@/features/manage-profile/file-missing';

vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/env', () => ({ getEnv: () => ({ features: {} }) }));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { nameChangeAction } = await import('@/features/manage-profile/name/actions');

const proof = { documentId: 'doc_0123456789abcdef', fileName: 'gazette.pdf' };
const valid = { title: 'Mr.', firstName: ' Aarav  K. ', middleName: '', lastName: 'Sharma', proof };
const messages = (input: unknown) => nameChangeSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetStubCore({ nameChange: () => ({ serviceRequestId: '23456789' }) });
});

describe('the Change Name form', () => {
  it('tidies the names and sends an empty middle name as none', () => {
    expect(nameChangeSchema.parse(valid)).toEqual({
      title: 'Mr.',
      firstName: 'Aarav K.',
      middleName: undefined,
      lastName: 'Sharma',
      proof,
    });
  });

  it('says what is missing, each in its own words', () => {
    expect(messages({ title: '', firstName: ' ', middleName: '', lastName: '', proof: null })).toEqual([
      NAME_MESSAGES.title,
      NAME_MESSAGES.firstName,
      NAME_MESSAGES.lastName,
      FILE_MISSING,
    ]);
  });

  it.each(["D'Souza", 'Rao-Patil', 'O’Brien', 'Aarav K.'])(
    'takes a name with an apostrophe or hyphen between letters: %s',
    (name) => {
      expect(messages({ ...valid, firstName: name, middleName: name, lastName: name })).toEqual([]);
    },
  );

  it.each(['Aarav1', 'Aarav-', "'Aarav", 'Rao--Patil', '.Aarav', 'Ärav', 'A'.repeat(61)])(
    'takes only letters, spaces, dots and an inner apostrophe or hyphen: %s',
    (name) => {
      expect(messages({ ...valid, firstName: name })).toEqual([NAME_MESSAGES.firstNameInvalid]);
      expect(messages({ ...valid, middleName: name })).toEqual([NAME_MESSAGES.middleNameInvalid]);
      expect(messages({ ...valid, lastName: name })).toEqual([NAME_MESSAGES.lastNameInvalid]);
    },
  );

  it('takes a title only from the list', () => {
    expect(messages({ ...valid, title: 'Sir' })).toEqual([NAME_MESSAGES.title]);
    expect(nameChangeSchema.parse({ ...valid, title: 'LT.COL' }).title).toBe('LT.COL');
  });
});

describe('nameChangeAction', () => {
  it('refuses a broken form before the core hears of it', async () => {
    expect(await callAction(nameChangeAction, { ...valid, lastName: 'Sh4rma' })).toEqual({
      ok: false,
      message: english(NAME_MESSAGES.lastNameInvalid),
    });
    expect(await callAction(nameChangeAction, { ...valid, proof: { documentId: '../etc', fileName: 'x.pdf' } })).toMatchObject({
      ok: false,
    });
    expect(sent).toEqual([]);
  });

  it('raises the request with the proof named by its id', async () => {
    expect(await callAction(nameChangeAction, valid)).toEqual({ ok: true, data: { serviceRequestId: '23456789' } });
    expect(sent).toEqual([
      {
        path: 'nameChange',
        body: {
          sessionId: 'S1',
          clientId: 'C1000001',
          title: 'Mr.',
          firstName: 'Aarav K.',
          lastName: 'Sharma',
          documents: [{ documentId: proof.documentId }],
        },
      },
    ]);
  });

  it('shows the core’s refusal as it is', async () => {
    core.nameChange = () => new UpstreamError('You have already raised this request.', 400);
    expect(await callAction(nameChangeAction, valid)).toEqual({ ok: false, message: 'You have already raised this request.' });
  });
});
