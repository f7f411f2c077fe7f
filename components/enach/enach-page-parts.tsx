import { PageTitle } from '@/components/ui/page-title';
import { InfoBanner } from '@/components/ui/info-banner';

interface EnachHeadingProps {
  title: string;
  /** where the back arrow leads; the pages are reached from home, so home by default */
  backHref?: string;
  backLabel?: string;
}

/**
 * Page title with the back arrow of SPEC §2. A real link rather than history.back(): it works
 * when the page was opened straight from a banner, an SMS link or the provider's return.
 */
export function EnachHeading({ title, backHref = '/', backLabel = 'Back to Home' }: EnachHeadingProps) {
  return <PageTitle title={title} back={{ href: backHref }} backLabel={backLabel} />;
}

/**
 * SPEC §2 info note. Customers expect the yearly figure on the mandate to be taken at once, so
 * the note says plainly that only each premium due is debited, on the policy's own frequency.
 */
export function EnachInfoNote({ frequency }: { frequency?: string }) {
  const schedule = frequency ? ` (${frequency.toLowerCase()})` : '';
  return (
    <InfoBanner tone="info" title="Please note">
      Auto Pay is registered for the annualised premium amount of your policy, but only the premium due is debited,
      as per your policy&apos;s payment frequency{schedule}.
    </InfoBanner>
  );
}
