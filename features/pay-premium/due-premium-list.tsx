import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getDuePolicies } from '@/lib/server/data/premiums';
import { ChooseDues } from './choose-dues';
import { DuePremiumCard } from './due-premium-card';
import { NothingDue } from './nothing-due';

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
    <div className="flex flex-col gap-6">
      {/* Two or more to pay: they can go in one payment (issue 25 §2). */}
      {result.value.length > 1 && <ChooseDues policies={result.value} />}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {result.value.map((policy) => (
          <li key={policy.policyNo}>
            <DuePremiumCard policy={policy} today={today} showBreakup={showBreakup} />
          </li>
        ))}
      </ul>
    </div>
  );
}
