import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { RECEIPT_FILE_NAME } from '@/lib/document-rules';
import { DetailList, orNotAvailable } from '@/components/policy/detail-list';
import { ButtonLink } from '@/components/ui/button';
import { formatDate, formatRupees } from '@/lib/format';
import { formatPaidAt, type ConfirmedPayment } from '@/lib/payment-outcome';
import { ToastOnMount } from './redirect-with-toast';

interface PaymentSuccessProps {
  payment: ConfirmedPayment;
  /** the core's 200 message, shown once as a success toast */
  message: string;
}

export function PaymentSuccess({ payment, message }: PaymentSuccessProps) {
  return (
    <section aria-labelledby="payment-success-title" className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <ToastOnMount tone="success" message={message} />
      <div className="flex flex-col items-center gap-3 text-center">
        <svg viewBox="0 0 48 48" className="h-14 w-14 text-leaf-600" fill="none" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" stroke="currentColor" strokeWidth="3" />
          <path d="M14 25l7 7 13-15" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 id="payment-success-title" className="text-2xl font-semibold text-ink-900">
          Thank You, Your Payment is Successful
        </h1>
        <p className="text-ink-500">You can download and email the receipt.</p>
      </div>
      <div className="card">
        <h2 className="text-lg font-semibold text-ink-900">Payment Details</h2>
        {payment.advanceFor && (
          <p className="mt-2 text-sm font-medium text-ink-700">
            Advance premium for the instalment due {formatDate(payment.advanceFor)}
          </p>
        )}
        <DetailList
          className="mt-4"
          rows={[
            ...(payment.policyName ? [{ label: 'Plan Name', value: payment.policyName }] : []),
            { label: 'Policy No', value: payment.policyNo },
            { label: 'Amount Paid', value: formatRupees(payment.amount, 2) },
            { label: 'Transaction ID', value: <span className="break-all">{payment.transactionId}</span> },
            { label: 'Receipt Number', value: orNotAvailable(payment.receiptNumber, (r) => r) },
            { label: 'Payment Date', value: orNotAvailable(formatPaidAt(payment.paidAt), (d) => d) },
          ]}
        />
      </div>
      <div className="flex flex-wrap items-start justify-center gap-3">
        <DocumentDownloadButton
          request={{
            policyNumber: payment.policyNo,
            documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
            transactionId: payment.transactionId,
          }}
          label="Download & Email Receipt"
          fileName={RECEIPT_FILE_NAME}
        />
        <ButtonLink href="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
    </section>
  );
}
