import { InfoBanner } from '@/components/ui/info-banner';

/**
 * SPEC §2 info note. Customers expect the yearly figure on the mandate to be taken at once, so
 * the note says plainly that only each premium due is debited, on the policy's own frequency.
 */
export function EnachInfoNote({ frequency }: { frequency?: string }) {
  const schedule = frequency ? ` (${frequency.toLowerCase()})` : '';
  return (
    <InfoBanner tone="info" title="Please note">
      Auto Pay is registered for the annualised premium amount of your policy, but only the premium due is debited, as per your
      policy&apos;s payment frequency{schedule}.
    </InfoBanner>
  );
}
