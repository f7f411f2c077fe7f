import Link from 'next/link';
import { cx, focusRing } from '@/components/ui/field-styles';
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
  return (
    <div className="flex items-center gap-2">
      <Link
        href={backHref}
        className={cx('-ml-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50', focusRing)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-6 w-6">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="sr-only">{backLabel}</span>
      </Link>
      <h1 className="text-2xl font-semibold text-ink-900">{title}</h1>
    </div>
  );
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
