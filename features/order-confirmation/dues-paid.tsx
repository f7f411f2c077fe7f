import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { DetailList, orNotAvailable } from '@/components/policy/detail-list';
import { ButtonLink } from '@/components/ui/button';
import { RECEIPT_FILE_NAME } from '@/lib/document-rules';
import { formatRupees } from '@/lib/format';
import { formatPaidAt, type PaidTogether } from '@/lib/payment-outcome';
import { ToastOnMount } from './redirect-with-toast';

interface DuesPaidProps {
  payment: PaidTogether;
  /** the core's 200 message, shown once as a success toast */
  message: string;
}

/** Several dues paid in one transaction (issue 25 §2): the transaction, then each policy with its own receipt. */
export function DuesPaid({ payment, message }: DuesPaidProps) {
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
        <p className="text-ink-500">Each policy has its own receipt, which you can download and email.</p>
      </div>
      <div className="card">
        <h2 className="text-lg font-semibold text-ink-900">Payment Details</h2>
        <DetailList
          className="mt-4"
          rows={[
            { label: 'Amount Paid', value: formatRupees(payment.amount, 2) },
            { label: 'Transaction ID', value: <span className="break-all">{payment.transactionId}</span> },
            { label: 'Payment Date', value: orNotAvailable(formatPaidAt(payment.paidAt), (d) => d) },
          ]}
        />
      </div>
      <ul className="grid gap-4">
        {payment.policies.map((p) => (
          <li key={p.policyNo}>
            <section aria-labelledby={`paid-${p.policyNo}`} className="card">
              <h2 id={`paid-${p.policyNo}`} className="text-lg font-semibold text-ink-900">
                {p.policyName ? `${p.policyName} · ` : ''}Policy No {p.policyNo}
              </h2>
              <DetailList
                className="mt-3"
                rows={[
                  { label: 'Amount Paid', value: formatRupees(p.amount, 2) },
                  { label: 'Receipt Number', value: orNotAvailable(p.receiptNumber, (r) => r) },
                ]}
              />
              <div className="mt-4">
                <DocumentDownloadButton
                  request={{
                    policyNumber: p.policyNo,
                    documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
                    transactionId: payment.transactionId,
                  }}
                  label="Download & Email Receipt"
                  fileName={RECEIPT_FILE_NAME}
                  variant="secondary"
                />
              </div>
            </section>
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <ButtonLink href="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
    </section>
  );
}
