import { DetailList, orNotAvailable } from '@/components/policy/detail-list';
import { formatPlainAmount } from '@/lib/format';
import { ButtonLink } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { PageTitle } from '@/components/ui/page-title';
import type { EnachOutcome } from '@/lib/server/data/enach';
import { formatEnachDateTime } from './enach-date-time';

/** SPEC §2, verbatim. */
export const ENACH_SUCCESS_TEXT =
  'Your request for Auto Pay Registration is successfully received and it is subject to updation basis confirmation by the national payments body and your Bank.';
export const ENACH_FAILURE_TEXT =
  'We are unable to complete the transaction due to some technical error, request you to try after sometime.';

/** The mandate's result: SUCCESS is a registration, anything else (FAILED, PENDING) a transaction. */
export function EnachResult({ outcome }: { outcome: EnachOutcome }) {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={outcome.success ? 'Registration Confirmation' : 'Transaction Confirmation'} />
      <InfoBanner tone={outcome.success ? 'success' : 'error'}>
        {outcome.success ? ENACH_SUCCESS_TEXT : ENACH_FAILURE_TEXT}
      </InfoBanner>
      <StatusCard outcome={outcome} />
      {outcome.success && (
        <p className="text-sm text-ink-700">
          Please save this page or take a screenshot of these details for your future reference.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/">Go to Home</ButtonLink>
        <ButtonLink href={`/policy-details/${outcome.policyNo}`} variant="secondary">
          View Policy<span className="sr-only"> {outcome.policyNo}</span>
        </ButtonLink>
      </div>
    </div>
  );
}

/** No result to show: the provider's return was incomplete, or the core could not answer. */
export function EnachProblem({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="Transaction Confirmation" />
      <InfoBanner tone="error">{message}</InfoBanner>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/enach-registration">Back to Auto Pay Registration</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
    </div>
  );
}

/** The details the customer is asked to keep (SPEC §2). */
function StatusCard({ outcome }: { outcome: EnachOutcome }) {
  const text = (v: string | null) => orNotAvailable(v, (s) => s);
  return (
    <section aria-labelledby="enach-status-heading" className="max-w-xl card">
      <h2 id="enach-status-heading" className="text-lg font-semibold text-ink-900">
        Auto Pay Details
      </h2>
      <DetailList
        className="mt-4"
        rows={[
          { label: 'Owner Name', value: text(outcome.ownerName) },
          {
            label: 'Date and Time',
            value: text(outcome.transactionDateTime && formatEnachDateTime(outcome.transactionDateTime)),
          },
          { label: 'Acknowledgement Number', value: text(outcome.acknowledgementNumber) },
          { label: 'Reference Id', value: text(outcome.npciRefId) },
          { label: 'UMRN', value: text(outcome.umrn) },
          { label: 'Policy Number', value: outcome.policyNo },
          // The label carries the ₹, as SPEC §2 words it, so the figure goes without a second sign.
          { label: 'Amount (₹)', value: formatPlainAmount(outcome.amount) },
        ]}
      />
    </section>
  );
}
