import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { isProfileModalKey, MODAL_PARAM } from '@/components/shell/profile-modals/modal-keys';
import { OpenModalOnArrival } from '@/features/manage-profile/profile-modals';
import { PolicyNominees } from '@/features/manage-profile/policy-nominees';
import { PrivacyCard } from '@/features/manage-profile/privacy-card';
import { ProfileDetails } from '@/features/manage-profile/profile-details';
import { PolicyNomineesSkeleton, ProfileDetailsSkeleton } from '@/features/manage-profile/profile-skeletons';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { PageTitle } from '@/components/ui/page-title';
import { getEnv } from '@/lib/server/env';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('manageProfile');
  return { title: t('title') };
}

/**
 * What the core holds about the customer, each detail with the button that changes it (issue 8
 * §1). Each section reads what it shows, both at once, and streams, and fails, on its own. The buttons
 * open the profile modals in place through the portal layout's host; ?modal=… opens one on arrival.
 */
export default async function ManageProfilePage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const query = await searchParams;
  const { features } = getEnv();
  const modal = firstParam(query, MODAL_PARAM);
  const t = await getTranslations('manageProfile');

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('title')} />
      <Suspense fallback={<ProfileDetailsSkeleton />}>
        <ProfileDetails goGreen={features.goGreen} />
      </Suspense>
      <Suspense fallback={<PolicyNomineesSkeleton />}>
        <PolicyNominees />
      </Suspense>
      <PrivacyCard />
      {isProfileModalKey(modal) && (modal !== 'goGreen' || features.goGreen) && <OpenModalOnArrival modal={modal} />}
    </div>
  );
}
