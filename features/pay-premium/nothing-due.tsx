import { ButtonLink } from '@/components/ui/button';
import { DUE_SOON_DAYS } from '@/lib/policy-rules';

/** Nothing to pay on any policy: say when premiums appear, and the way home. */
export function NothingDue() {
  return (
    <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100">
      <p className="font-semibold text-ink-900">You have no premium due right now.</p>
      <p className="mt-1 text-sm text-ink-500">A premium appears here from {DUE_SOON_DAYS} days before its due date.</p>
      <ButtonLink href="/" variant="secondary" className="mt-4">
        Go to Home
      </ButtonLink>
    </div>
  );
}
