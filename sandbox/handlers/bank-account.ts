import { bankAccount } from '@portal/contracts';
import { raiseBankAccountChange, verifiedView, verifyBankAccount } from '../domain/bank-account';
import { withProfileToken } from '../domain/profile-otp';
import { authedRoute, ok } from './route';

/**
 * bank-account/verify (the penny drop) and bank-account/update (the request, with the profile
 * OTP's token). The duplicate rule refuses an open change before any ₹1 is sent, and again on update.
 */
export const bankAccountRoutes = [
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
