// Many customers logging in and paying at once, over HTTP as their browsers would (issue 23 §4):
// Get OTP, the OTP from the core's outbox, Verify, Pay Now, the gateway's Pay, the confirmation,
// the receipt, then the core's own count of what each policy was charged. Server actions are
// called as the browser calls them (Next-Action header, the arguments as JSON), by the ids the
// build's server-reference manifest gives their names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../runtime.mjs';

const SUCCESS_HEADING = 'Thank You, Your Payment is Successful';

function actionIds(distDir) {
  const manifest = JSON.parse(readFileSync(join(root, distDir, 'server', 'server-reference-manifest.json'), 'utf8')).node;
  const ids = new Map(Object.entries(manifest).map(([id, entry]) => [entry.exportedName, id]));
  return (name) => {
    const id = ids.get(name);
    if (!id) throw new Error(`no server action named ${name} in the build`);
    return id;
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One customer's browser: its cookie, its address as the load balancer reports it, its timings. */
class Customer {
  constructor(run, who, address) {
    Object.assign(this, { run, who, address, cookie: '' });
  }

  async send(url, init = {}, step = 'page') {
    const started = performance.now();
    const res = await fetch(url, {
      redirect: 'manual',
      ...init,
      headers: { Cookie: this.cookie, 'X-Forwarded-For': this.address, ...init.headers },
    });
    const body = await res.text();
    this.run.record(step, res.status, performance.now() - started);
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) this.cookie = set.join('; ');
    return { res, body };
  }

  action(path, name, args) {
    return this.send(
      `${this.run.portal}${path}`,
      {
        method: 'POST',
        headers: {
          'Next-Action': this.run.actionId(name),
          'Content-Type': 'text/plain;charset=UTF-8',
          Accept: 'text/x-component',
          Origin: this.run.portal,
        },
        body: JSON.stringify(args),
      },
      name,
    );
  }

  async otp(since) {
    for (let i = 0; i < 100; i++) {
      const box = await (await fetch(`${this.run.core}/outbox.json`)).json();
      const sms = box.find((m) => m.to === this.who.mobile && m.otp && Date.parse(m.at) >= since);
      if (sms) return sms.otp;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${this.who.mobile}: no OTP arrived`);
  }

  /** The whole journey; throws with the step that went wrong. */
  async payOnce() {
    const { portal, core } = this.run;
    const since = Date.now() - 1000;
    await this.action('/login', 'requestOtpAction', [{ loginId: this.who.mobile }]);
    const otp = await this.otp(since);
    await this.action('/login', 'verifyOtpAction', [{ otp, returnTo: `/pay-premium/${this.who.policyNo}` }]);
    const pay = await this.action(`/pay-premium/${this.who.policyNo}`, 'payPremiumAction', [{ policyNo: this.who.policyNo }]);
    const checkout = pay.res.headers.get('x-action-redirect')?.split(';')[0];
    if (!checkout?.startsWith(`${core}/pg/checkout/`)) throw new Error(`${this.who.mobile}: Pay Now did not reach the gateway`);
    const paid = await this.send(`${checkout}/complete`, { method: 'POST' }, 'gateway');
    const back = paid.res.headers.get('location') ?? '';
    if (!back.startsWith(`${portal}/order-confirmation?`)) throw new Error(`${this.who.mobile}: the gateway did not send back`);
    const transactionId = new URL(back).searchParams.get('transactionId');
    const confirmation = await this.send(back, {}, 'order-confirmation');
    if (!confirmation.body.includes(SUCCESS_HEADING)) throw new Error(`${this.who.mobile}: no confirmation`);
    const receipt = await this.send(
      `${portal}/api/documents`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: portal },
        body: JSON.stringify({ policyNumber: this.who.policyNo, documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', transactionId }),
      },
      'receipt',
    );
    if (!receipt.body.startsWith('%PDF-')) throw new Error(`${this.who.mobile}: no receipt (${receipt.res.status})`);
  }
}

/**
 * `count` new customers (the core's load cast) pay at once through `portal`. Each comes from its
 * own address (X-Forwarded-For, for a portal started with TRUSTED_PROXY_HOPS=1 as behind a load
 * balancer), so the core's per-address OTP limit meets each as it would in life. Answers the
 * figures and every fault found.
 */
export async function payRush({ portal, core, count = 50, distDir = process.env.NEXT_DIST_DIR || '.next' }) {
  const res = await fetch(`${core}/__sandbox/load-customers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  if (!res.ok) throw new Error(`the core did not add load customers: ${res.status}`);
  const people = await res.json();
  const timings = new Map();
  const statuses = new Map();
  const run = {
    portal,
    core,
    actionId: actionIds(distDir),
    record(step, status, ms) {
      if (!timings.has(step)) timings.set(step, []);
      timings.get(step).push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    },
  };
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    people.map((who, i) => new Customer(run, who, `10.20.${i >> 8}.${(i & 255) + 1}`).payOnce()),
  );
  const seconds = (performance.now() - started) / 1000;
  const charged = await (await fetch(`${core}/__sandbox/load-customers`)).json();
  const byPolicy = new Map(charged.map((c) => [c.policyNo, c]));
  const faults = outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason?.message ?? o.reason));
  for (const who of people) {
    const c = byPolicy.get(who.policyNo);
    if (!c || c.paidOrders !== 1 || c.receipts !== 1)
      faults.push(`${who.policyNo}: ${c?.paidOrders} paid, ${c?.receipts} receipts`);
  }
  const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, k]) => n + k, 0);
  const steps = Object.fromEntries(
    [...timings].map(([step, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return [step, { n: sorted.length, p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) }];
    }),
  );
  return {
    customers: people.length,
    paid: charged.filter((c) => c.paidOrders === 1 && c.receipts === 1).length,
    seconds: Number(seconds.toFixed(1)),
    requests: [...statuses.values()].reduce((a, b) => a + b, 0),
    serverErrors,
    statuses: Object.fromEntries(statuses),
    steps,
    faults,
  };
}
