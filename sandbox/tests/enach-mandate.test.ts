import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enach, policy } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PORTAL_ORIGIN, PRIYA } from './support/fixtures';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
const RETURN = `${PORTAL_ORIGIN}/enach-registration-confirmation`;
const MSG = {
  consent: { code: 400, message: 'Please agree to the T&C.' },
  ineligible: { code: 400, message: 'Your policy is not applicable for e-NACH registration' },
  unknown: { code: 404, message: 'We could not find this registration.' },
};

const consent = (who: LoginTokens, policyNo: string) =>
  t.call(who, enach.saveEnachConsent, { policyNo, enachSource: 'BILLDESK', termsAccepted: true, enachConsent: true });
const createOrder = (who: LoginTokens, policyNo: string) =>
  t.call(who, enach.createEnachOrder, {
    clientId: who.clientId,
    policyNo,
    enachSource: 'BILLDESK',
    browser: 'vitest',
    returnUrl: RETURN,
  });
const status = (who: LoginTokens, customerRefId: string, mandateTokenId: string) =>
  t.call(who, enach.getEnachStatus, { enachSource: 'BILLDESK', customerRefId, mandateTokenId });
async function mandate(who: LoginTokens, policyNo: string) {
  await consent(who, policyNo);
  return enach.createEnachOrder.data.parse((await createOrder(who, policyNo)).envelope?.data);
}
const pageUrl = (m: { billdeskMandateTokenId: string; billdeskAuthToken: string }) =>
  `${t.sb.url}/billdesk/mandate?mandateTokenId=${encodeURIComponent(m.billdeskMandateTokenId)}` +
  `&authToken=${encodeURIComponent(m.billdeskAuthToken)}`;
const answer = (m: { billdeskMandateTokenId: string; billdeskAuthToken: string }, what: 'authorise' | 'decline') =>
  fetch(`${t.sb.url}/billdesk/mandate/${what}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mandateTokenId: m.billdeskMandateTokenId, authToken: m.billdeskAuthToken }).toString(),
  });
const returned = (res: Response) => new URL(res.headers.get('location') ?? '').searchParams;
const paymentType = async (who: LoginTokens, no: string) =>
  (await t.data(who, policy.getCustomerPolicyDetails, {})).find((p) => p.policyNo === no)?.paymentType;

beforeAll(async () => {
  t = await startTestSandbox('enach');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('e-NACH order', () => {
  it('needs a recorded consent', async () => {
    expect((await createOrder(aarav, '10000001')).envelope).toEqual(MSG.consent);
    const saved = await consent(aarav, '10000001');
    expect(enach.saveEnachConsent.data.parse(saved.envelope?.data).consentId).toMatch(/^CNS\d+$/);
    const order = enach.createEnachOrder.data.parse((await createOrder(aarav, '10000001')).envelope?.data);
    expect(order).toMatchObject({ billdeskMerchantId: 'LIFEINSBD', billdeskReturnUrl: RETURN });
    expect(order.billdeskAuthToken.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses policies that are not eligible or not the caller’s', async () => {
    for (const no of ['20000001', '10000003', '30000001']) {
      await consent(aarav, no);
      expect((await createOrder(aarav, no)).envelope).toEqual(MSG.ineligible);
    }
    const notFound = { code: 404, message: 'Policy not found.' };
    expect((await consent(priya, '10000001')).envelope).toEqual(notFound);
    expect((await createOrder(priya, '10000001')).envelope).toEqual(notFound);
  });
});

describe('provider SDK and mandate page', () => {
  it('serves an SDK that checks its config and takes the window to the bank page', async () => {
    const res = await fetch(`${t.sb.url}/billdesk/sdk.js`);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const css = await fetch(`${t.sb.url}/billdesk/sdk.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('.bdsdk-overlay');

    const assigned: string[] = [];
    const body = {
      appended: 0,
      appendChild() {
        this.appended++;
      },
    };
    const el = { setAttribute() {}, className: '', innerHTML: '' };
    const window: Record<string, unknown> = { location: { assign: (u: string) => assigned.push(u) } };
    runInNewContext(await res.text(), { window, document: { body, createElement: () => el } });
    const load = window.loadBillDeskSdk as (config: unknown) => void;
    const results: Array<{ status: string; message: string }> = [];
    const flowConfig = {
      merchantId: 'LIFEINSBD',
      mandateTokenId: 'MTK1',
      authToken: 'a b',
      returnUrl: RETURN,
      childWindow: false,
      retryCount: 3,
    };
    load({ flowType: 'payment', flowConfig, responseHandler: (r: never) => results.push(r) });
    load({ flowType: 'emandate', flowConfig: { ...flowConfig, authToken: '' }, responseHandler: (r: never) => results.push(r) });
    expect(results.map((r) => r.status)).toEqual(['ERROR', 'ERROR']);
    expect(assigned).toEqual([]);
    load({ flowType: 'emandate', flowConfig, responseHandler: (r: never) => results.push(r) });
    expect(assigned).toEqual([`${t.sb.url}/billdesk/mandate?mandateTokenId=MTK1&authToken=a%20b`]);
    expect(body.appended).toBe(1);
  });

  it('authorises a mandate: SUCCESS with a UMRN, and the policy turns to debit', async () => {
    expect(await paymentType(aarav, '10000001')).toBe('cash');
    const m = await mandate(aarav, '10000001');
    const page = await fetch(pageUrl(m));
    const html = await page.text();
    for (const s of [
      '<html lang="en">',
      '<h1>',
      '10000001',
      'Maximum debit ₹60,000.00 per instalment',
      'Authorise with OTP',
      'Decline',
    ]) {
      expect(html).toContain(s);
    }
    expect((await fetch(pageUrl({ ...m, billdeskAuthToken: 'forged' }))).status).toBe(404);
    const customerRefId = /CRN\d{14}/.exec(html)?.[0] ?? '';
    expect((await status(aarav, customerRefId, m.billdeskMandateTokenId)).envelope?.data).toMatchObject({
      status: 'PENDING',
      umrn: null,
      npciRefId: null,
    });

    const res = await answer(m, 'authorise');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')?.startsWith(`${RETURN}?enachSource=BILLDESK&customerRefId=`)).toBe(true);
    expect(Object.fromEntries(returned(res))).toEqual({
      enachSource: 'BILLDESK',
      customerRefId,
      mandateTokenId: m.billdeskMandateTokenId,
    });
    await answer(m, 'decline');
    const data = enach.getEnachStatus.data.parse((await status(aarav, customerRefId, m.billdeskMandateTokenId)).envelope?.data);
    expect(data).toMatchObject({
      status: 'SUCCESS',
      policyNo: '10000001',
      ownerName: 'Aarav Sharma',
      modalPremium: '5000.00',
      amount: '60000.00',
    });
    expect(data.umrn).toMatch(/^BDSK\d{16}$/);
    expect(data.npciRefId).toBeTruthy();
    expect(data.acknowledgementNumber).toMatch(/^ACK\d+$/);
    expect(data.transactionDateTime).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(await paymentType(aarav, '10000001')).toBe('debit');
    expect((await t.client.outbox())[0]).toMatchObject({ to: AARAV.mobile, channel: 'sms' });
  });

  it('records a decline, and finds a mandate only by both of its ids for its customer', async () => {
    const m = await mandate(aarav, '10000002');
    const ids = returned(await answer(m, 'decline'));
    const customerRefId = ids.get('customerRefId') ?? '';
    expect((await status(aarav, customerRefId, m.billdeskMandateTokenId)).envelope?.data).toMatchObject({
      status: 'FAILED',
      umrn: null,
    });
    expect(await paymentType(aarav, '10000002')).toBe('cash');
    expect((await status(aarav, customerRefId, 'MTK00000000000000000000')).envelope).toEqual(MSG.unknown);
    expect((await status(priya, customerRefId, m.billdeskMandateTokenId)).envelope).toEqual(MSG.unknown);
  });

  it('accepts a consent for 30 minutes only', async () => {
    await consent(aarav, '20000002');
    t.advanceDays(31 / 1440);
    const me = await t.client.login(AARAV.mobile);
    expect((await createOrder(me, '20000002')).envelope).toEqual(MSG.consent);
  });
});
