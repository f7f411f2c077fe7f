import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClaimList } from '@/features/claim/claim-list';
import { ClaimListSkeleton } from '@/features/claim/claim-skeletons';
import { WideScreenRedirect } from '@/features/claim/wide-screen-redirect';
import { PageTitle } from '@/components/ui/page-title';
import { getEnv } from '@/lib/server/env';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('claim'))('trackTitle') };
}

/** Below 1024 px, its own page; wider, /claim shows the claims beside the form and this page moves there. */
export default async function TrackClaimPage() {
  if (!getEnv().features.claim) notFound();
  const t = await getTranslations('claim');
  return (
    <div className="flex flex-col gap-6">
      <WideScreenRedirect />
      <PageTitle title={t('trackTitle')} back={{ href: '/claim' }} backLabel={t('backToClaims')} />
      <Suspense fallback={<ClaimListSkeleton />}>
        <ClaimList level={2} />
      </Suspense>
    </div>
  );
}
