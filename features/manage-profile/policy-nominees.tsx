import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import Link from 'next/link';
import { getPolicies } from '@/lib/server/data/policies';
import { nomineesHref } from '@/components/policy/nominees-href';
import { ProfileModalButton } from '@/components/shell/profile-modals/profile-modal-trigger';

/**
 * Nominees belong to policies, so the profile lists the customer's policies, each linking to its
 * nominees, and 'Update Nominee' asks which policy first. Fails on its own if the list does.
 */
export async function PolicyNominees() {
  const result = await settle(getPolicies(), 'getCustomerPolicyDetails');
  return (
    <SectionCard id="nominees" title="Nominees">
      {!result.ok ? (
        <SectionError />
      ) : result.value.length === 0 ? (
        <p className="text-ink-500">You do not have any policies with us yet.</p>
      ) : (
        <>
          <ul className="divide-y divide-brand-100">
            {result.value.map((p) => (
              <li key={p.policyNo} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm">
                <span>
                  <span className="font-medium text-ink-900">{p.name}</span>
                  <span className="block text-ink-500">Policy No {p.policyNo}</span>
                </span>
                <Link
                  href={nomineesHref(p.policyNo)}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                >
                  View Nominees<span className="sr-only"> of policy {p.policyNo}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <ProfileModalButton modal="nominee" variant="secondary" size="sm">
              Update Nominee
            </ProfileModalButton>
          </div>
        </>
      )}
    </SectionCard>
  );
}
