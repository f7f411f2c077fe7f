import { bankAccount } from '@portal/contracts';
import { raiseBankAccountChange, verifiedView, verifyBankAccount } from '../domain/bank-account';
import { dmy } from '../domain/format';
import { maskAccount } from '../domain/policy-services';
import { withProfileToken } from '../domain/profile-otp';
import { bankAccountOf } from '../store/bank-accounts';
import { authedRoute, ok } from './route';

/**
 * bank-account/details (the account on record, masked), bank-account/verify (the penny drop) and bank-account/update (the request, with the profile
 * OTP's token). The duplicate rule refuses an open change before any ₹1 is sent, and again on update.
 */
export const bankAccountRoutes = [
  authedRoute(bankAccount.bankAccountOnRecord, (_req, { db, session }) => {
    const a = bankAccountOf(db, session.customerId);
    return ok({
      account: a
        ? {
            holderName: a.holder_name,
            bankName: a.bank_name,
            maskedAccountNumber: maskAccount(a.account_number),
            ifsc: a.ifsc,
            accountType: a.account_type ?? 'SAVINGS',
            closedOn: dmy(a.closed_on ?? null),
          }
        : null,
    });
  }),

  authedRoute(bankAccount.verifyBankAccount, (req, { db, session, now }) => {
    const verified = verifyBankAccount(db, { customerId: session.customerId, ...req, now });
    return verified.ok ? ok(verifiedView(verified)) : verified;
  }),

  authedRoute(bankAccount.updateBankAccount, (req, { db, session, now }) => {
    const scope = { customerId: session.customerId, type: 'BANK_ACCOUNT_UPDATE' as const, policyId: null, newMobile: null };
    const raised = withProfileToken(db, { token: req.srRequestToken, scope, now }, () =>
      raiseBankAccountChange(db, { customerId: session.customerId, reference: req.reference, now }),
    );
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),
];
