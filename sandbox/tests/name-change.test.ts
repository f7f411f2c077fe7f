import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '@portal/contracts';
import type { Document } from '@portal/contracts/uploads';
import type { LoginTokens } from './support/client';
import { jpeg, pdf, text } from './support/files';
import { AARAV, PAN } from './support/fixtures';
import { approve, bad, DUPLICATE, profileOf } from './support/profile';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;

type Name = { title?: string; firstName?: string; middleName?: string; lastName?: string; documents?: Document[] };
const change = (n: Name = {}) =>
  t.call(aarav, profile.nameChange, {
    clientId: aarav.clientId,
    title: (n.title ?? 'Mr.') as 'Mr.',
    firstName: n.firstName ?? 'Aarav',
    ...(n.middleName === undefined ? {} : { middleName: n.middleName }),
    lastName: n.lastName ?? 'Kapoor',
    documents: n.documents ?? [pdf('gazette.pdf')],
  });

beforeAll(async () => {
  t = await startTestSandbox('name-change');
  aarav = await t.client.login(AARAV.mobile);
});
afterAll(() => t.stop());

describe('nameChange', () => {
  it('takes a title from the list and names of letters, spaces, dots, and an apostrophe or hyphen between letters', async () => {
    expect((await change({ title: 'Sir' })).envelope).toEqual(bad('Invalid request.'));
    expect((await change({ title: '' })).envelope).toEqual(bad('Invalid request.'));
    const cases: Array<[Name, string]> = [
      [{ firstName: '' }, 'Please enter a valid first name'],
      [{ firstName: 'Aarav2' }, 'Please enter a valid first name'],
      [{ firstName: 'A'.repeat(61) }, 'Please enter a valid first name'],
      [{ firstName: '.Aarav' }, 'Please enter a valid first name'],
      [{ middleName: 'K-' }, 'Please enter a valid middle name'],
      [{ lastName: '  ' }, 'Please enter a valid last name'],
      [{ lastName: "D'" }, 'Please enter a valid last name'],
      [{ lastName: '-Patil' }, 'Please enter a valid last name'],
      [{ firstName: 'Aarav', lastName: 'Sharma' }, 'The new name is the same as the name on record.'],
    ];
    for (const [name, message] of cases) expect((await change(name)).envelope, JSON.stringify(name)).toEqual(bad(message));
  });

  it('needs a proof document of the general types', async () => {
    expect((await change({ documents: [] })).envelope).toEqual(bad('Please upload a file'));
    expect((await change({ documents: [text('deed.pdf')] })).envelope).toEqual(
      bad('File type not allowed. Only .jpeg, .png, and .pdf are allowed.'),
    );
  });

  it('raises a Name Change Request, applied with its title and middle name when approved', async () => {
    const res = await change({
      title: 'Dr.',
      firstName: ' Aarav ',
      middleName: 'K.',
      lastName: "Rao-Patil  D'Souza",
      documents: [jpeg(), pdf()],
    });
    const sr = profile.nameChange.data.parse(res.envelope?.data).serviceRequestId;
    expect((await change()).envelope).toEqual(DUPLICATE);
    expect((await profileOf(t, aarav)).surname).toBe('Sharma');
    expect((await approve(t, sr)).status).toBe(200);
    expect(await profileOf(t, aarav)).toMatchObject({
      title: 'Dr.',
      firstname: 'Aarav',
      middleName: 'K.',
      surname: "Rao-Patil D'Souza",
    });
    // The PAN issuer now compares with the new surname: K.
    expect((await t.call(aarav, profile.verifyPan, { panNumber: PAN.aarav })).envelope?.data).toEqual({
      isVerify: true,
      nameMatch: false,
    });
  });
});
