import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV } from './support/fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
const INVALID = 'Please enter a valid IFSC Code';

beforeAll(async () => {
  t = await startTestSandbox('bank-directory');
  aarav = await t.client.login(AARAV.mobile);
});
afterAll(() => t.stop());

const lookUp = (ifsc: string) => t.call(aarav, claims.getBankDirectory, { ifsc });

describe('getBankDirectory: IFSC against the ifsc package’s directory', () => {
  it('names the bank and the branch of a known IFSC, in any case and with spaces', async () => {
    expect(await t.data(aarav, claims.getBankDirectory, { ifsc: 'SBIN0005943' })).toEqual({
      ifsc: 'SBIN0005943',
      bankCode: 'SBIN',
      bankName: 'State Bank of India',
      branchCode: '005943',
      branchName: 'Greater Noida',
    });
    expect(await t.data(aarav, claims.getBankDirectory, { ifsc: ' hdfc 0000001 ' })).toEqual({
      ifsc: 'HDFC0000001',
      bankCode: 'HDFC',
      bankName: 'HDFC Bank',
      branchCode: '000001',
      branchName: 'HDFC Bank, branch 000001',
    });
  });

  it('gives a sublet branch the bank that really runs it, not its sponsor', async () => {
    expect(await t.data(aarav, claims.getBankDirectory, { ifsc: 'APBL0001001' })).toMatchObject({
      bankCode: 'TSDX',
      bankName: 'District Co-operative Central Bank Srikakul',
    });
  });

  it('names a branch it has no name for from its bank and code, never by the bare code', async () => {
    expect(await t.data(aarav, claims.getBankDirectory, { ifsc: 'SBIN0000001' })).toMatchObject({
      branchCode: '000001',
      branchName: 'State Bank of India, branch 000001',
    });
    expect(await t.data(aarav, claims.getBankDirectory, { ifsc: 'APBL0001001' })).toMatchObject({
      branchName: 'District Co-operative Central Bank Srikakul, branch 001001',
    });
  });

  it('refuses a malformed code (400) and one the directory does not know (404)', async () => {
    for (const bad of ['', 'SBIN005943', 'SBIN1005943', 'SBIN0-05943']) {
      expect((await lookUp(bad)).envelope).toEqual({ code: 400, message: INVALID });
    }
    for (const unknown of ['ABCD0123456', 'SBIN0ZZZZZZ']) {
      expect((await lookUp(unknown)).envelope).toEqual({ code: 404, message: INVALID });
    }
  });

  it('needs a login like every user-service call', async () => {
    const res = await t.client.call(claims.getBankDirectory, { sessionId: aarav.sessionId, ifsc: 'SBIN0005943' });
    expect(res.status).toBe(401);
  });
});
