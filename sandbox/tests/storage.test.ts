import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { policy, user } from '@portal/contracts';
import { sandboxClient } from './support/client';
import { openSeeded } from '../http/core';
import { dbFile, deleteDb } from '../store/db';
import { listMigrations } from '../store/migrations';
import { startSandbox } from '../http/server';
import { AARAV } from './support/fixtures';

const key = randomBytes(32);
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-storage-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const V3_TABLES = ['app_links', 'premium_redirections', 'fund_switches', 'sr_tokens', 'sr_otps'];
const V4_TABLES = ['otp_events', 'otp_lockouts'];
const V6_TABLES = [
  'aadhaar_otps',
  'profile_otps',
  'profile_tokens',
  'profile_images',
  'documents',
  'service_request_events',
  'pending_changes',
];
const V6_COLUMNS = [
  ['customers', 'middle_name'],
  ['customers', 'aadhaar_last4'],
  ['customers', 'pan_verified'],
  ['customers', 'kyc_status'],
  ['nominees', 'appointee_relationship'],
];
/**
 * What schema v11 added, undone: otps goes back to a customer on every row (the rebuild needs
 * foreign keys off, as the migration's does).
 */
const OTPS_V10 = `CREATE TABLE otps_v10 (id INTEGER PRIMARY KEY, transaction_id TEXT NOT NULL UNIQUE, purpose TEXT NOT NULL,
    customer_id INTEGER NOT NULL REFERENCES customers(id), session_id TEXT, sent_to TEXT NOT NULL, otp_hash TEXT NOT NULL,
    salt TEXT NOT NULL, created_at INTEGER NOT NULL, sent_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL DEFAULT 0, resends INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'used', 'locked')))`;
/**
 * The premium ledger's seed: every premium paid to date. 10000001 42 monthly, 10000002 15
 * quarterly, 20000001 3, 20000002 2, 20000003 7, 50000001 15 annual, 40000001 24 monthly, 40000002
 * 78 monthly, and the single premiums of 10000003 and 30000001.
 */
const SEEDED_PREMIUMS = 188;
/** What schema v25 added, undone: the approval link of a UPI debit above the limit. */
const DROP_V25 = 'ALTER TABLE mandate_debits DROP COLUMN approval_token_hash;';
/** What schema v24 added, undone: the day the account on record was verified. */
const DROP_V24 = `${DROP_V25} ALTER TABLE bank_accounts DROP COLUMN verified_on;`;
/** What schema v23 added, undone: loan repayments, the receipts' purpose and the loan's interest day. */
const DROP_V23 = `${DROP_V24} DROP TABLE loan_repayments; ALTER TABLE receipts DROP COLUMN purpose; ALTER TABLE policies DROP COLUMN loan_interest_from;`;
/** What schema v22 added, undone: ULIP top-ups and partial withdrawals (its OTP types stay: widening is harmless). */
const DROP_V22 = `${DROP_V23} DROP TABLE ulip_top_ups; DROP TABLE partial_withdrawals;`;
/**
 * What schema v21 added, undone: the penny drops and the account's type and closure (the profile
 * OTP tables keep their wider CHECK, which v21 rebuilds again just the same).
 */
const DROP_V21 = `${DROP_V22} DROP TABLE penny_drops; ALTER TABLE bank_accounts DROP COLUMN closed_on; ALTER TABLE bank_accounts DROP COLUMN account_type;`;
/** What schema v20 added, undone: UPI AutoPay's mandate columns and pre-debit notices. */
const DROP_V20 = `${DROP_V21} DROP TABLE upi_debit_notices; ${['kind', 'vpa', 'vpa_holder', 'frequency', 'valid_until']
  .map((column) => `ALTER TABLE enach_mandates DROP COLUMN ${column};`)
  .join(' ')}`;
/** What schema v19 added, undone: the privacy centre's record, copies and OTPs (their triggers and indexes go with them). */
const DROP_V19 = `${DROP_V20} DROP TABLE privacy_log; DROP TABLE data_copies; DROP TABLE privacy_otps;`;
/** What schema v18 added, undone: the complaints beside their service requests. */
const DROP_V18 = `${DROP_V19} DROP TABLE complaints;`;
/** What schema v16 added, undone: the customer's preferred language (and everything after it). */
const DROP_V16 = `${DROP_V18} ALTER TABLE customers DROP COLUMN preferred_language;`;
/** What schema v15 added, undone: the funds' NAV history. */
const DROP_V15 = 'DROP TABLE fund_nav_history;';
/** What schema v14 added, undone: the orders' multi-payment transaction. */
const DROP_V14 = 'DROP INDEX orders_batch; ALTER TABLE orders DROP COLUMN batch_txn;';
/** What schema v12 added, undone: the receipts' parts (the fuller history stays; an upgrade keeps what it finds). */
const DROP_V12 = [
  DROP_V16,
  DROP_V15,
  DROP_V14,
  ...['premium_paise', 'gst_paise', 'gst_bp', 'charges_paise', 'supply_state'].map(
    (column) => `ALTER TABLE receipts DROP COLUMN ${column};`,
  ),
].join(' ');
const DROP_V11 = `${DROP_V12} DROP TABLE core_secrets; PRAGMA foreign_keys = OFF; ${OTPS_V10};
  DELETE FROM otps WHERE customer_id IS NULL; INSERT INTO otps_v10 SELECT * FROM otps;
  DROP TABLE otps; ALTER TABLE otps_v10 RENAME TO otps; PRAGMA foreign_keys = ON;`;
/**
 * What schema v10 added, undone (the two rebuilt OTP tables keep their wider CHECK, which v10
 * rebuilds again just the same), along with the seed that came with it.
 */
const DROP_V10 = `${DROP_V11} DROP TABLE mandate_debits; DROP TABLE unclaimed_amounts; DROP TABLE policy_loans; DROP TABLE bank_accounts;
  ALTER TABLE policies DROP COLUMN loan_outstanding_paise; ALTER TABLE orders DROP COLUMN purpose;
  ALTER TABLE orders DROP COLUMN premiums; ALTER TABLE enach_mandates DROP COLUMN paused_until;
  ALTER TABLE enach_mandates DROP COLUMN paused_debits; ALTER TABLE enach_mandates DROP COLUMN cancelled_at;
  ALTER TABLE enach_mandates DROP COLUMN bank_name; ALTER TABLE enach_mandates DROP COLUMN account_number;
  DELETE FROM enach_mandates; DELETE FROM receipts WHERE policy_id IN
    (SELECT id FROM policies WHERE policy_no IN ('20000003', '50000001'));
  DELETE FROM e_policies WHERE policy_id IN
    (SELECT id FROM policies WHERE policy_no IN ('20000003', '50000001'));
  DELETE FROM nominees WHERE policy_id IN (SELECT id FROM policies WHERE policy_no IN ('20000003', '50000001'));
  DELETE FROM coverages WHERE policy_id IN (SELECT id FROM policies WHERE policy_no IN ('20000003', '50000001'));
  DELETE FROM policies WHERE policy_no IN ('20000003', '50000001');`;
/**
 * What schema v8 and later did, undone, for a v7 database: v9's claims table dropped, and
 * service_requests (rebuilt by v8) turned back into its v7 shape (the rebuild needs foreign keys off).
 */
const DROP_V8 = `${DROP_V10} DROP TABLE claims; PRAGMA foreign_keys = OFF;
  CREATE TABLE sr_v7 (id INTEGER PRIMARY KEY, sr_number TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(id), policy_id INTEGER REFERENCES policies(id),
    subject TEXT NOT NULL, subject_norm TEXT NOT NULL, description TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('Open', 'Closed')), created_at INTEGER NOT NULL);
  INSERT INTO sr_v7 SELECT id, sr_number, customer_id, policy_id, subject, subject_norm, description, status, created_at
    FROM service_requests;
  DROP TABLE service_requests; ALTER TABLE sr_v7 RENAME TO service_requests;
  CREATE INDEX service_requests_dup ON service_requests(customer_id, subject_norm, status);
  ALTER TABLE service_request_events DROP COLUMN message; PRAGMA foreign_keys = ON;`;
/** What schema v6 added, so a test can turn a database back into a v5 one. */
const DROP_V6 = [
  ...V6_TABLES.map((name) => `DROP TABLE ${name};`),
  ...V6_COLUMNS.map(([table, column]) => `ALTER TABLE ${table} DROP COLUMN ${column};`),
].join(' ');
/** What schema v3 and later added, so a test can turn a database back into a v2 one. */
const DROP_V3 = [DROP_V8, DROP_V6, ...[...V4_TABLES, ...V3_TABLES].map((name) => `DROP TABLE ${name};`)].join(' ');

const policyCount = async (c: ReturnType<typeof sandboxClient>, t: { sessionId: string; accessToken: string }) => {
  const res = await c.call(policy.getCustomerPolicyDetails, { sessionId: t.sessionId }, { token: t.accessToken });
  return res.status === 200 ? (res.envelope?.data as unknown[]).length : res.status;
};

describe('sandbox storage', () => {
  it('keeps sessions, outbox and login history across a restart, and forgets them on reset', async () => {
    let sb = await startSandbox({ port: 0, dataDir, key });
    let c = sandboxClient(sb.url, key);
    const t = await c.login(AARAV.mobile);
    const sent = (await c.outbox()).length;
    await sb.close();

    sb = await startSandbox({ port: 0, dataDir, key });
    c = sandboxClient(sb.url, key);
    expect(await policyCount(c, t)).toBe(7);
    expect((await c.outbox()).length).toBe(sent);

    const reset = await c.admin('/__sandbox/reset');
    expect(reset.status).toBe(200);
    expect(await policyCount(c, t)).toBe(401);
    expect(await c.outbox()).toEqual([]);
    // The seed is back: the first login again shows the seeded last login.
    const again = await c.login(AARAV.mobile);
    const profile = await c.call(user.profileDetails, { sessionId: again.sessionId }, { token: again.accessToken });
    expect((profile.envelope?.data as { lastLogin: string }).lastLogin).toMatch(/ 10:15:30$/);
    await sb.close();
  });

  it('versions the schema and uses WAL', () => {
    const db = new Database(dbFile(dataDir), { readonly: true });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(listMigrations().length);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
      expect(rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(['customers', 'policies', 'funds', 'coverages', 'nominees', 'otps', 'tokens']),
      );
      expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['logins', 'outbox', 'menu_events', 'banners']));
      // No OTP or token is stored in the clear.
      const otp = db.prepare('SELECT otp_hash, salt FROM otps LIMIT 1').get() as { otp_hash: string; salt: string };
      expect(otp.otp_hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      db.close();
    }
  });

  it('upgrades a v1 database in place and fills in the v2 seed', () => {
    deleteDb(dataDir);
    const fresh = openSeeded(dataDir, Date.now());
    const ledger = (fresh.prepare('SELECT count(*) AS n FROM receipts').get() as { n: number }).n;
    fresh.close();
    // Turn it back into what a v1 sandbox left behind: v1 tables and seed, nothing newer.
    const old = new Database(dbFile(dataDir));
    old.exec(`${DROP_V3} DROP TABLE receipts; DROP TABLE orders; DROP TABLE service_requests; DROP TABLE consents;
      DROP TABLE enach_mandates; DROP TABLE e_policies; PRAGMA user_version = 1;`);
    old.close();
    const db = openSeeded(dataDir, Date.now());
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(listMigrations().length);
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      expect(count('SELECT count(*) AS n FROM receipts')).toBe(ledger);
      expect(count('SELECT count(*) AS n FROM e_policies')).toBe(9);
      expect(
        count("SELECT count(*) AS n FROM e_policies JOIN policies p ON p.id = policy_id WHERE p.policy_no = '20000001'"),
      ).toBe(0);
    } finally {
      db.close();
    }
  });

  it('upgrades a v2 database to the ULIP servicing and OTP limit tables, keeping its data', () => {
    deleteDb(dataDir);
    openSeeded(dataDir, Date.now()).close();
    const old = new Database(dbFile(dataDir));
    old.exec(`${DROP_V3} PRAGMA user_version = 2;`);
    old.close();
    const db = openSeeded(dataDir, Date.now());
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(listMigrations().length);
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (r) => r.name,
      );
      expect(tables).toEqual(expect.arrayContaining([...V3_TABLES, ...V4_TABLES]));
      expect((db.prepare('SELECT count(*) AS n FROM receipts').get() as { n: number }).n).toBe(SEEDED_PREMIUMS);
    } finally {
      db.close();
    }
  });

  it('upgrades a v7 database to one request model: categories, promised days and history kept', () => {
    deleteDb(dataDir);
    openSeeded(dataDir, Date.now()).close();
    const old = new Database(dbFile(dataDir));
    // Raised on Friday 22 January 2027 at noon IST; Tuesday 26 January is Republic Day.
    const raised = Date.UTC(2027, 0, 22, 6, 30);
    old.exec(`${DROP_V8}
      INSERT INTO service_requests (sr_number, customer_id, policy_id, subject, subject_norm, description, status,
        created_at) VALUES ('11111111', 1, 1, 'E-PD Soft Copy', 'e-pd soft copy', '', 'Open', ${raised}),
        ('22222222', 1, NULL, 'Go Green Request', 'go green request', '', 'Closed', ${raised});
      INSERT INTO service_request_events (sr_number, status, actor, note, at) VALUES ('11111111', 'Open', 'customer', '', 0);
      INSERT INTO pending_changes (sr_number, kind, payload_json) VALUES ('22222222', 'GO_GREEN', '{}');
      PRAGMA user_version = 7;`);
    old.close();
    const db = openSeeded(dataDir, Date.now());
    try {
      expect(
        db
          .prepare(
            `SELECT sr_number, category, status, due_on FROM service_requests
        WHERE sr_number IN ('11111111', '22222222') ORDER BY sr_number`,
          )
          .all(),
      ).toEqual([
        { sr_number: '11111111', category: 'REQUEST', status: 'Open', due_on: '2027-02-01' },
        { sr_number: '22222222', category: 'REQUEST', status: 'Closed', due_on: '2027-01-29' },
      ]);
      expect(db.prepare('SELECT message FROM service_request_events').all()).toEqual([{ message: '' }]);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('rewrites service request numbers of a v4 database to 8 digits, in every table that holds one', () => {
    deleteDb(dataDir);
    openSeeded(dataDir, Date.now()).close();
    const old = new Database(dbFile(dataDir));
    old.exec(`${DROP_V8} INSERT INTO service_requests (sr_number, customer_id, policy_id, subject, subject_norm, description, status,
        created_at) VALUES ('SR12345678', 1, 1, 'Fund Switch', 'fund switch', '', 'Closed', 0),
        ('SR87654321', 1, NULL, 'Go Green Request', 'go green request', '', 'Open', 0);
      INSERT INTO fund_switches (sr_number, customer_id, policy_id, source_json, target_json, movements_json,
        switched_paise, nav_date, status, business_date, created_at) VALUES
        ('SR12345678', 1, 1, '{}', '{}', '[]', 0, '2026-01-01', 'PROCESSED', '2026-01-01', 0);
      ${DROP_V6} PRAGMA user_version = 4;`);
    old.close();
    const db = openSeeded(dataDir, Date.now());
    try {
      const numbers = (sql: string) => (db.prepare(sql).all() as Array<{ n: string }>).map((r) => r.n);
      expect(numbers('SELECT sr_number AS n FROM service_requests ORDER BY n')).toEqual(['12345678', '87654321']);
      expect(numbers('SELECT sr_number AS n FROM fund_switches')).toEqual(['12345678']);
      expect(db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('upgrades a v5 database to profile and KYC, keeping its data and giving Priya the v6 seed', () => {
    deleteDb(dataDir);
    openSeeded(dataDir, Date.now()).close();
    const old = new Database(dbFile(dataDir));
    old.exec(`${DROP_V8} ${DROP_V6} UPDATE customers SET email = 'priya.nair@example.com', pan = NULL WHERE client_id = 'C1000002';
      PRAGMA user_version = 5;`);
    old.close();
    const db = openSeeded(dataDir, Date.now());
    try {
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (r) => r.name,
      );
      expect(tables).toEqual(expect.arrayContaining(V6_TABLES));
      const people = db
        .prepare('SELECT client_id, email, aadhaar_last4, pan, pan_verified, kyc_status FROM customers ORDER BY id')
        .all();
      expect(people).toEqual([
        {
          client_id: 'C1000001',
          email: 'aarav.sharma@example.com',
          aadhaar_last4: null,
          pan: null,
          pan_verified: 0,
          kyc_status: 'PENDING',
        },
        {
          client_id: 'C1000002',
          email: null,
          aadhaar_last4: '4821',
          pan: 'BKLPN7421Q',
          pan_verified: 1,
          kyc_status: 'COMPLETED',
        },
        // Issue 27's ULIP holder: the v6 seed gives KYC to Priya only.
        {
          client_id: 'C1000003',
          email: 'rohit.kulkarni@example.com',
          aadhaar_last4: null,
          pan: 'CKRPK5521M',
          pan_verified: 0,
          kyc_status: 'PENDING',
        },
      ]);
      expect((db.prepare('SELECT count(*) AS n FROM receipts').get() as { n: number }).n).toBe(SEEDED_PREMIUMS);
    } finally {
      db.close();
    }
  });

  it('upgrades a v9 database to policy services, adding the v10 seed once and keeping its OTP tokens', () => {
    deleteDb(dataDir);
    openSeeded(dataDir, Date.now()).close();
    const old = new Database(dbFile(dataDir));
    old.exec(`${DROP_V10}
      INSERT INTO sr_tokens (token_hash, customer_id, policy_id, request_type, otp_transaction_id, created_at, expires_at)
        VALUES ('h', 1, 1, 'FUND_SWITCH', 'TX', 0, 0);
      PRAGMA user_version = 9;`);
    old.close();
    let db = openSeeded(dataDir, Date.now());
    const snapshot = () => ({
      policies: db
        .prepare(
          "SELECT policy_no, status_code, loan_outstanding_paise FROM policies WHERE policy_no IN ('20000003', '50000001') ORDER BY policy_no",
        )
        .all(),
      unclaimed: db.prepare('SELECT kind, amount_paise FROM unclaimed_amounts').all(),
      mandates: db.prepare("SELECT count(*) AS n FROM enach_mandates WHERE status = 'SUCCESS' AND umrn LIKE 'BDSK%'").get(),
      banks: db.prepare('SELECT count(*) AS n FROM bank_accounts').get(),
    });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(listMigrations().length);
      expect(snapshot()).toEqual({
        policies: [
          { policy_no: '20000003', status_code: 'IF', loan_outstanding_paise: 2_500_000 },
          { policy_no: '50000001', status_code: 'MA', loan_outstanding_paise: 0 },
        ],
        unclaimed: [{ kind: 'Maturity Benefit', amount_paise: 32_000_000 }],
        mandates: { n: 1 },
        banks: { n: 3 },
      });
      expect(db.prepare('SELECT request_type FROM sr_tokens').all()).toEqual([{ request_type: 'FUND_SWITCH' }]);
      // The widened check takes the new OTP purposes.
      db.prepare("UPDATE sr_tokens SET request_type = 'MANDATE_CANCEL'").run();
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const before = snapshot();
      db.close();
      db = openSeeded(dataDir, Date.now());
      expect(snapshot()).toEqual(before);
    } finally {
      db.close();
    }
  });

  it('upgrades a v11 database to the premium ledger: every premium paid, the receipts it had kept', () => {
    deleteDb(dataDir);
    const fresh = openSeeded(dataDir, Date.now());
    const all = fresh.prepare('SELECT policy_id, due_date, amount_paise FROM receipts ORDER BY policy_id, due_date').all();
    fresh.close();
    // What v11 seeded: the last three premiums of 10000001 only.
    const old = new Database(dbFile(dataDir));
    old.exec(`${DROP_V12} DELETE FROM receipts WHERE id NOT IN (SELECT r.id FROM receipts r JOIN policies p ON p.id = r.policy_id
      WHERE p.policy_no = '10000001' ORDER BY r.due_date DESC LIMIT 3); PRAGMA user_version = 11;`);
    const kept = old.prepare('SELECT receipt_no, amount_paise FROM receipts ORDER BY receipt_no').all();
    old.close();
    const db = openSeeded(dataDir, Date.now());
    try {
      expect(db.prepare('SELECT policy_id, due_date, amount_paise FROM receipts ORDER BY policy_id, due_date').all()).toEqual(
        all,
      );
      const nos = kept.map((k) => (k as { receipt_no: string }).receipt_no);
      const again = db
        .prepare(
          `SELECT receipt_no, premium_paise AS amount_paise FROM receipts WHERE receipt_no IN (${nos.map(() => '?').join(', ')})
          ORDER BY receipt_no`,
        )
        .all(...nos);
      expect(again).toEqual(kept);
    } finally {
      db.close();
    }
  });

  it('upgrades a v10 database to login OTPs for no customer, keeping the OTPs it has', async () => {
    deleteDb(dataDir);
    let sb = await startSandbox({ port: 0, dataDir, key });
    await sandboxClient(sb.url, key).login(AARAV.mobile);
    await sb.close();
    const old = new Database(dbFile(dataDir));
    old.exec(`${DROP_V11} PRAGMA user_version = 10;`);
    const before = old.prepare('SELECT transaction_id, customer_id, sent_to FROM otps').all();
    old.close();
    sb = await startSandbox({ port: 0, dataDir, key });
    const c = sandboxClient(sb.url, key);
    const unknown = await c.call(user.generateLoginOtp, { loginId: '9000000000', captchaToken: c.captchaToken });
    await sb.close();
    const db = new Database(dbFile(dataDir), { readonly: true });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(listMigrations().length);
      expect(unknown.envelope?.code).toBe(200);
      expect(db.prepare('SELECT transaction_id, customer_id, sent_to FROM otps WHERE customer_id IS NOT NULL').all()).toEqual(
        before,
      );
      expect(db.prepare('SELECT customer_id, sent_to FROM otps WHERE customer_id IS NULL').all()).toEqual([
        { customer_id: null, sent_to: '9000000000' },
      ]);
      expect(db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      db.close();
    }
  });

  it("upgrades a v14 database to NAV history: a year of each fund's prices, ending at its price today", () => {
    deleteDb(dataDir);
    openSeeded(dataDir, Date.now()).close();
    const old = new Database(dbFile(dataDir));
    old.exec(`${DROP_V16} ${DROP_V15} UPDATE fund_catalogue SET nav_e4 = nav_e4 + 1234; PRAGMA user_version = 14;`);
    old.close();
    const db = openSeeded(dataDir, Date.now());
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(listMigrations().length);
      const perFund = db
        .prepare(
          `SELECT c.code, count(*) AS n, max(h.nav_date) = c.nav_date AS endsToday,
            (SELECT nav_e4 FROM fund_nav_history WHERE fund_code = c.code ORDER BY nav_date DESC LIMIT 1) = c.nav_e4 AS endsAtPrice
          FROM fund_catalogue c JOIN fund_nav_history h ON h.fund_code = c.code GROUP BY c.code`,
        )
        .all();
      expect(perFund).toHaveLength(7);
      for (const f of perFund) expect(f).toMatchObject({ n: 53, endsToday: 1, endsAtPrice: 1 });
    } finally {
      db.close();
    }
  });

  it('upgrades a v17 database to complaints, keeping its requests as they were', () => {
    deleteDb(dataDir);
    openSeeded(dataDir, Date.now()).close();
    const old = new Database(dbFile(dataDir));
    old.exec(`${DROP_V18} PRAGMA user_version = 17;`);
    const requests = old.prepare('SELECT count(*) AS n FROM service_requests').get();
    old.close();
    const db = openSeeded(dataDir, Date.now());
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(listMigrations().length);
      expect(db.prepare('SELECT count(*) AS n FROM service_requests').get()).toEqual(requests);
      expect(db.prepare('SELECT count(*) AS n FROM complaints').get()).toEqual({ n: 0 });
      expect(() => db.prepare(`INSERT INTO complaints (sr_number, category) VALUES ('00000000', 'WHATEVER')`).run()).toThrow();
    } finally {
      db.close();
    }
  });

  it('upgrades a v20 database to verified payout accounts: the account on record stays, open and a savings account', () => {
    deleteDb(dataDir);
    openSeeded(dataDir, Date.now()).close();
    const old = new Database(dbFile(dataDir));
    old.exec(`${DROP_V21} PRAGMA user_version = 20;`);
    const before = old.prepare('SELECT * FROM bank_accounts ORDER BY customer_id').all();
    old.close();
    const db = openSeeded(dataDir, Date.now());
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(listMigrations().length);
      expect(db.prepare('SELECT * FROM bank_accounts ORDER BY customer_id').all()).toEqual(
        before.map((b) => ({ ...(b as object), account_type: 'SAVINGS', closed_on: null, verified_on: null })),
      );
      expect(db.prepare('SELECT count(*) AS n FROM penny_drops').get()).toEqual({ n: 0 });
      expect(db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('re-seeds from scratch the way sandbox:reset does', () => {
    deleteDb(dataDir);
    const db = openSeeded(dataDir, Date.now());
    try {
      expect((db.prepare('SELECT count(*) AS n FROM policies').get() as { n: number }).n).toBe(10);
      expect((db.prepare('SELECT count(*) AS n FROM tokens').get() as { n: number }).n).toBe(0);
    } finally {
      db.close();
    }
  });
});
