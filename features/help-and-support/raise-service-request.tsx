import { SectionCard } from '@/components/policy/section-card';
import { ButtonLink } from '@/components/ui/button';

/** Anything the page does not answer becomes a request, tracked with the customer's others. */
export function RaiseServiceRequest() {
  return (
    <SectionCard id="raise-request" title="Still need help?">
      <p className="text-ink-700">
        Raise a service request and we will respond within 7 days through your registered mobile number and email.
      </p>
      <ButtonLink href="/service-request?tab=NEW_SR" className="mt-4">
        Raise a Service Request
      </ButtonLink>
    </SectionCard>
  );
}
