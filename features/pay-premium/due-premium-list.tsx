import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { ButtonLink } from '@/components/ui/button';
import { DUE_SOON_DAYS } from '@/lib/policy-rules';
import { getDuePolicies } from '@/lib/server/data/premiums';
import { DuePremiumCard } from './due-premium-card';

interface DuePremiumListProps {
  today: string;
  showBreakup: boolean;
}

/** The premiums the customer can pay now; streamed in under the page heading. */
export async function DuePremiumList({ today, showBreakup }: DuePremiumListProps) {
  const result = await settle(getDuePolicies(), 'getCustomerPolicyDetails');
  if (!result.ok) return <SectionError />;
  if (result.value.length === 0) return <NothingDue />;
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {result.value.map((policy) => (
        <li key={policy.policyNo}>
          <DuePremiumCard policy={policy} today={today} showBreakup={showBreakup} />
        </li>
      ))}
    </ul>
  );
}

function NothingDue() {
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
