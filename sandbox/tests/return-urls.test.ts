import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enach, premium } from '@portal/contracts';
import { parseOrigins } from '../http/server';
import type { LoginTokens } from './support/client';
import { AARAV } from './support/fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * The gateway and the mandate provider send the payer back to the return URL,
 * so the core takes one only on an origin of its portal: anything else would
 * make it an open redirect with the insurer's name on it.
 */
let t: TestSandbox;
let aarav: LoginTokens;
const ORIGINS = ['http://portal.test', 'https://portal.example.com'];
const refused = { code: 400, message: 'The return URL is not an address of this portal.' };

const payOrder = async (returnUrl: string) => {
  const { totalAmount } = await t.data(aarav, premium.getPremiumBreakup, { policyNumber: '10000001' });
  return t.call(aarav, premium.createOrder, { clientId: aarav.clientId, policyNo: '10000001', amount: totalAmount, returnUrl });
};
const mandateOrder = async (returnUrl: string) => {
  await t.call(aarav, enach.saveEnachConsent, {
    policyNo: '10000001',
    enachSource: 'BILLDESK',
    termsAccepted: true,
    enachConsent: true,
  });
  return t.call(aarav, enach.createEnachOrder, {
    clientId: aarav.clientId,
    policyNo: '10000001',
    enachSource: 'BILLDESK',
    browser: 'vitest',
    returnUrl,
  });
};
const ELSEWHERE = [
  'https://evil.example/order-confirmation',
  'http://portal.test.evil.example/order-confirmation',
  'http://portal.test:8080/order-confirmation',
  'https://portal.test/order-confirmation',
  'http://portal.example.com/order-confirmation',
];

beforeAll(async () => {
  t = await startTestSandbox('return-urls', { returnOrigins: ORIGINS });
  aarav = await t.client.login(AARAV.mobile);
});
afterAll(() => t.stop());

describe('return URLs', () => {
  it('are taken on the portal’s origins for payments and mandates', async () => {
    for (const url of ['http://portal.test/order-confirmation?x=1', 'https://portal.example.com/a/b']) {
      expect((await payOrder(url)).envelope?.code).toBe(200);
      expect((await mandateOrder(url)).envelope?.code).toBe(200);
    }
  });

  it('are refused on any other origin, with code 400', async () => {
    for (const url of ELSEWHERE) {
      expect((await payOrder(url)).envelope).toEqual(refused);
      expect((await mandateOrder(url)).envelope).toEqual(refused);
    }
  });

  it('come from SANDBOX_RETURN_ORIGINS as comma-separated origins', () => {
    expect(parseOrigins(' http://localhost:3100/ , https://Portal.Example.com ')).toEqual([
      'http://localhost:3100',
      'https://portal.example.com',
    ]);
    expect(() => parseOrigins('localhost:3000')).toThrow(/SANDBOX_RETURN_ORIGINS/);
    expect(() => parseOrigins('')).toThrow(/SANDBOX_RETURN_ORIGINS/);
  });
});
