import Link from 'next/link';
import { BackLink } from '@/components/ui/back-link';
import { SectionCard } from '@/components/policy/section-card';
import { buttonClasses } from '@/components/ui/button';

/**
 * 'Payment History' on the Download page: a way in to /download/payment-history, where every
 * receipt can be downloaded again. Rendered only while the paymentHistory flag is on.
 */
export function PaymentHistoryLink() {
  return (
    <SectionCard id="payment-history" title="Payment History">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-700">
          See the premiums you have paid on each policy and download any premium receipt again.
        </p>
        <Link href="/download/payment-history" className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}>
          View Payment History
        </Link>
      </div>
    </SectionCard>
  );
}

/** The way back from /download/payment-history, matching policy details' 'Back to Home'. */
export function BackToDownload() {
  return <BackLink href="/download" to="Download" />;
}
