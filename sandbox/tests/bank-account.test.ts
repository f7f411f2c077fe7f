import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccount as ba, contact, policyServices as ps } from '@portal/contracts';
import { BANK_ACCOUNT_MESSAGES as M, namesMatch } from '../domain/bank-account-rules';
import { INVALID_IFSC } from '../domain/bank-directory';
import { dbFile } from '../store/db';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { approve, bad, contactToken, DUPLICATE, newestOtp } from './support/profile';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

beforeAll(async () => {
  t = await startTestSandbox('bank-account');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

const verify = (who: LoginTokens, accountNumber: string, ifsc = 'ICIC0000001') =>
  t.call(who, ba.verifyBankAccount, { accountNumber, ifsc, accountType: 'SAVINGS' });
const onLoan = { clientId: 'C1000001', policyNumber: '20000003' };

describe('the name a penny drop returns, against the policyholder’s', () => {
  it.each([
    ['AARAV SHARMA', 'Aarav Sharma'],
    ['Mr. Aarav  Sharma', 'Aarav Sharma'],
    ['SHARMA AARAV', 'Aarav Sharma'],
    ['A SHARMA', 'Aarav Sharma'],
    ['SHRI A. K. SHARMA', 'Aarav Kumar Sharma'],
  ])('accepts %s for %s', (bank, ours) => expect(namesMatch(bank, ours)).toBe(true));

  it.each([
    ['ROHAN VERMA', 'Aarav Sharma'],
    ['AARAV SHARMA', 'Aarav Kumar Sharma'],
    ['A S', 'Aarav Sharma'],
    ['PRIYA SHARMA', 'Aarav Sharma'],
    ['', 'Aarav Sharma'],
  ])('refuses %s for %s', (bank, ours) => expect(namesMatch(bank, ours)).toBe(false));
});

describe('updating the payout bank account', () => {
  it('refuses a bad account number, an unknown IFSC, an account that does not exist and a name that does not match', async () => {
    expect((await verify(aarav, '12ab')).envelope).toEqual(bad(M.accountNumber));
    expect((await verify(aarav, '123456789012', 'ZZZZ0999999')).envelope).toMatchObject({ code: 404, message: INVALID_IFSC });
    expect((await verify(aarav, '123456780000')).envelope).toEqual(bad(M.noAccount));
    expect((await verify(aarav, '123456789999')).envelope).toEqual(bad(M.nameMismatch));
    // A refused penny drop cannot be turned into a request.
    const token = await contactToken(t, aarav, 'BANK_ACCOUNT_UPDATE');
    expect((await t.call(aarav, ba.updateBankAccount, { reference: 'PDnope', srRequestToken: token })).envelope).toEqual(
      bad(M.verifyAgain),
    );
  });

  it('refuses the unclaimed claim while the account on record is closed, and allows it once a verified new one is approved', async () => {
    expect(await t.data(aarav, ba.bankAccountOnRecord, {})).toEqual({
      account: {
        holderName: 'Aarav Sharma',
        bankName: 'HDFC Bank',
        maskedAccountNumber: 'XXXXXXXXXX7891',
        ifsc: 'HDFC0000001',
        accountType: 'SAVINGS',
        closedOn: null,
      },
    });
    // The bank returned the maturity payment: the account is closed (as the seed's reason says).
    const db = new Database(dbFile(t.dataDir));
    db.prepare("UPDATE bank_accounts SET closed_on = '2026-01-01' WHERE account_number = '50100234567891'").run();
    db.close();
    const [u] = await t.data(aarav, ps.unclaimedAmounts, {});
    expect(u?.howToClaim).toEqual([M.accountClosed]);
    const claim = () => t.call(aarav, ps.claimUnclaimedAmount, { clientId: aarav.clientId, id: u?.id as string });
    expect((await t.data(aarav, ba.bankAccountOnRecord, {})).account?.closedOn).toBe('01/01/2026');
    expect((await claim()).envelope).toEqual(bad(M.accountClosed));
    // Loans and surrender would pay into it too: a loan is refused, and the surrender quote says why.
    expect((await t.call(aarav, ps.requestLoanAmount, { ...onLoan, amount: '1000' })).envelope).toEqual(bad(M.payoutClosed));
    expect((await t.data(aarav, ps.surrenderDetails, onLoan)).howToProceed).toContain(M.payoutClosed);

    const verified = await t.data(aarav, ba.verifyBankAccount, {
      accountNumber: '9876 5432 1012',
      ifsc: 'icic0000001',
      accountType: 'CURRENT',
    });
    expect(verified).toMatchObject({
      maskedAccountNumber: 'XXXXXXXX1012',
      ifsc: 'ICIC0000001',
      bankName: 'ICICI Bank',
      accountType: 'CURRENT',
      holderName: 'MR. SHARMA AARAV',
    });
    await t.client.clearOtpLimits();
    const { transactionId } = await t.data(aarav, contact.contactOtp, {
      clientId: aarav.clientId,
      srRequestType: 'BANK_ACCOUNT_UPDATE',
    });
    const [sms] = await t.client.outbox();
    expect(sms?.text).toMatch(/^Your OTP to update your bank account for payouts is \d{6}\./);
    const otp = await newestOtp(t);
    const { srRequestToken } = await t.data(aarav, contact.validateContactOtp, {
      clientId: aarav.clientId,
      transactionId,
      otp,
      srRequestType: 'BANK_ACCOUNT_UPDATE',
    });
    // Another customer cannot use Aarav's penny drop.
    const priyaToken = await contactToken(t, priya, 'BANK_ACCOUNT_UPDATE');
    expect(
      (await t.call(priya, ba.updateBankAccount, { reference: verified.reference, srRequestToken: priyaToken })).envelope,
    ).toEqual(bad(M.verifyAgain));
    const { serviceRequestId } = await t.data(aarav, ba.updateBankAccount, { reference: verified.reference, srRequestToken });

    // One open change at a time: refused before another penny drop and before another OTP.
    expect((await verify(aarav, '111122223333')).envelope).toEqual(DUPLICATE);
    expect(
      (await t.call(aarav, contact.contactOtp, { clientId: aarav.clientId, srRequestType: 'BANK_ACCOUNT_UPDATE' })).envelope,
    ).toEqual(DUPLICATE);
    // Not yet approved: payouts still name the closed account.
    expect((await claim()).envelope).toEqual(bad(M.accountClosed));

    await approve(t, serviceRequestId);
    expect(await t.data(aarav, ps.getLoanBankDetails, onLoan)).toEqual({
      accountHolderName: 'MR. SHARMA AARAV',
      bankName: 'ICICI Bank',
      maskedAccountNumber: 'XXXXXXXX1012',
      ifsc: 'ICIC0000001',
    });
    expect((await t.data(aarav, ba.bankAccountOnRecord, {})).account).toMatchObject({
      bankName: 'ICICI Bank',
      accountType: 'CURRENT',
      closedOn: null,
    });
    const claimed = await claim();
    expect(claimed.envelope?.code).toBe(200);
  });
});
