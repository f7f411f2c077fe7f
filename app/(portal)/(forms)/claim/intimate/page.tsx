import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClaimFormSkeleton } from '@/features/claim/claim-skeletons';
import { IntimateClaim } from '@/features/claim/intimate-claim';
import { WideScreenRedirect } from '@/features/claim/wide-screen-redirect';
import { PageTitle } from '@/components/ui/page-title';
import { getEnv } from '@/lib/server/env';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('claim'))('intimateTitle') };
}

/** Below 1024 px, its own page; wider, /claim shows the form beside the claims and this page moves there. */
export default async function IntimateClaimPage() {
  if (!getEnv().features.claim) notFound();
  const t = await getTranslations('claim');
  return (
    <div className="flex flex-col gap-6">
      <WideScreenRedirect />
      <PageTitle title={t('intimateTitle')} back={{ href: '/claim' }} backLabel={t('backToClaims')} />
      <div className="card">
        <Suspense fallback={<ClaimFormSkeleton />}>
          <IntimateClaim />
        </Suspense>
      </div>
    </div>
  );
}
