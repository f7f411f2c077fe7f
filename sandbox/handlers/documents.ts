import { CODES, documents } from '@portal/contracts';
import { renderFundStatement, renderPaidCertificate, renderPolicyDocument, renderReceipt } from '../domain/documents';
import {
  fundStatementInput,
  holderOf,
  paidCertificateInput,
  policyDocumentInput,
  type Printing,
  receiptInput,
} from '../domain/document-inputs';
import { financialYearOf, premiumsInFinancialYear } from '../domain/ledger';
import { fail } from '../domain/failure';
import { say } from '../domain/messages';
import { sendEmail } from '../domain/outbox';
import { istToday } from '../store/calendar';
import { contactOf } from '../store/customers';
import { hasEPolicy, ownedPolicy } from '../store/policies';
import { repaymentOfOrder } from '../store/policy-loans';
import { receiptForTransaction, receiptsOf } from '../store/receipts';
import { notFound } from './policy';
import { TRANSACTION_NOT_FOUND } from './premium';
import { authedRoute, ok } from './route';

export const DOCUMENT_MESSAGES = {
  noEPolicy: 'Your policy document is not available for download.',
  noPremiumInYear: 'No premium was paid for this policy in the selected financial year.',
  ulipOnly: 'This document is available for unit-linked policies only.',
  receiptNeedsTransaction: 'Please choose the payment whose receipt you need.',
} as const;

/** download/documents: renders a PDF; a receipt is also emailed to the customer. */
export const documentRoutes = [
  authedRoute(documents.downloadDocuments, async (req, { db, session, now, settings, language }) => {
    if (req.clientId !== session.clientId) return notFound();
    const policy = ownedPolicy(db, session.customerId, req.policyNumber);
    if (!policy) return notFound();
    const holder = contactOf(db, session.customerId);
    const print: Printing = { holder: holderOf(db, session.customerId), insurer: settings.insurer, now, language };

    switch (req.documentType) {
      case 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT': {
        if (req.transactionType !== 'CP' || !req.transactionId) {
          return fail(CODES.BAD_REQUEST, DOCUMENT_MESSAGES.receiptNeedsTransaction);
        }
        // Receipts exist only for successful payments, so anything else reads as unknown.
        const receipt = receiptForTransaction(db, policy.id, req.transactionId);
        if (!receipt) return fail(CODES.NOT_FOUND, TRANSACTION_NOT_FOUND);
        const loan = receipt.order_id === null ? undefined : repaymentOfOrder(db, receipt.order_id);
        const documentBase64 = (await renderReceipt(receiptInput(policy, receipt, print, loan))).toString('base64');
        if (holder.email) {
          const params = { name: holder.name, receiptNo: receipt.receipt_no, policyNo: policy.policy_no };
          const language = holder.language;
          sendEmail(
            db,
            holder.email,
            say(language, 'sms.receiptEmailSubject', params),
            say(language, 'sms.receiptEmail', params),
            now,
          );
        }
        return ok({ documentBase64, fileName: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf', emailedTo: holder.email });
      }
      case 'POLICY_DOCUMENT': {
        if (!hasEPolicy(db, policy.id)) return fail(CODES.UNPROCESSABLE, DOCUMENT_MESSAGES.noEPolicy);
        const documentBase64 = (await renderPolicyDocument(policyDocumentInput(db, policy, print))).toString('base64');
        return ok({ documentBase64, fileName: `POLICY_DOCUMENT_${policy.policy_no}.pdf`, emailedTo: null });
      }
      case 'PREMIUM_PAID_CERTIFICATE': {
        const fy = req.financialYear ?? financialYearOf(istToday(now));
        const receipts = premiumsInFinancialYear(db, policy.id, fy);
        if (!receipts.length) return fail(CODES.UNPROCESSABLE, DOCUMENT_MESSAGES.noPremiumInYear);
        const input = paidCertificateInput(policy, fy, receipts, print);
        const documentBase64 = (await renderPaidCertificate(input)).toString('base64');
        return ok({ documentBase64, fileName: `PREMIUM_PAID_CERTIFICATE_${policy.policy_no}_${fy}.pdf`, emailedTo: null });
      }
      case 'FUND_SUMMARY':
      case 'UNIT_STATEMENT': {
        if (policy.is_ulip !== 1) return fail(CODES.BAD_REQUEST, DOCUMENT_MESSAGES.ulipOnly);
        const receipts = req.documentType === 'UNIT_STATEMENT' ? receiptsOf(db, policy.id) : [];
        const input = fundStatementInput(db, policy, req.documentType, receipts, print);
        const documentBase64 = (await renderFundStatement(input)).toString('base64');
        return ok({ documentBase64, fileName: `${req.documentType}_${policy.policy_no}.pdf`, emailedTo: null });
      }
    }
  }),
];
