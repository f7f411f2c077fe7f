import { ButtonLink } from '@/components/ui/button';
import { PayDuesForm } from '@/features/pay-premium/pay-dues-form';

interface DuesFailedProps {
  /** the policies of the transaction, none of them paid, with the due dates a retry pays */
  policies: Array<{ policyNo: string; dueDate: string | null }>;
  /** the core's words for what happened */
  message: string;
}

/**
 * A payment of several dues that failed or was cancelled (issue 25 §2): none of them is paid, and
 * 'Retry payment' starts a fresh payment of the same dues, which the core refuses whole if any of
 * them has been paid meanwhile, so a retry never pays one twice.
 */
export function DuesFailed({ policies, message }: DuesFailedProps) {
  return (
    <section aria-labelledby="payment-failed-title" className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <div className="flex flex-col items-center gap-3 text-center">
        <svg viewBox="0 0 48 48" className="h-14 w-14 text-raspberry-600" fill="none" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" stroke="currentColor" strokeWidth="3" />
          <path d="M17 17l14 14M31 17L17 31" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
        <h1 id="payment-failed-title" className="text-2xl font-semibold text-ink-900">
          Payment Not Completed
        </h1>
        <p role="alert" className="text-ink-700">
          {message}
        </p>
        <p className="text-sm text-ink-500">
          None of these premiums was paid: Policy No {policies.map((p) => p.policyNo).join(', ')}.
        </p>
      </div>
      <div className="flex flex-wrap items-start justify-center gap-3">
        <PayDuesForm policies={policies.map((p) => ({ policyNo: p.policyNo, dueDate: p.dueDate ?? '' }))} label="Retry payment" />
        <ButtonLink href="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
    </section>
  );
}
