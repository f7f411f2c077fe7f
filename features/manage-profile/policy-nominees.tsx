import { getTranslations } from 'next-intl/server';
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
  const t = await getTranslations('manageProfile');
  return (
    <SectionCard id="nominees" title={t('nominees')}>
      {!result.ok ? (
        <SectionError />
      ) : result.value.length === 0 ? (
        <p className="text-ink-500">{t('noPolicies')}</p>
      ) : (
        <>
          <ul className="divide-y divide-brand-100">
            {result.value.map((p) => (
              <li key={p.policyNo} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm">
                <span>
                  <span className="font-medium text-ink-900">{p.name}</span>
                  <span className="block text-ink-500">{t('policyNo', { policyNo: p.policyNo })}</span>
                </span>
                <Link
                  href={nomineesHref(p.policyNo)}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                >
                  {t.rich('viewNominees', {
                    policyNo: p.policyNo,
                    sr: (c) => <span className="sr-only">{c}</span>,
                  })}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <ProfileModalButton modal="nominee" variant="secondary" size="sm">
              {t('updateNominee')}
            </ProfileModalButton>
          </div>
        </>
      )}
    </SectionCard>
  );
}
