import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { ClaimFormSkeleton } from '@/features/claim/claim-skeletons';
import { IntimateClaim } from '@/features/claim/intimate-claim';
import { WideScreenRedirect } from '@/features/claim/wide-screen-redirect';
import { PageTitle } from '@/components/ui/page-title';
import { getEnv } from '@/lib/server/env';

export const metadata: Metadata = { title: 'Intimate a Claim' };

/** Below 1024 px, its own page; wider, /claim shows the form beside the claims and this page moves there. */
export default function IntimateClaimPage() {
  if (!getEnv().features.claim) notFound();
  return (
    <div className="flex flex-col gap-6">
      <WideScreenRedirect />
      <PageTitle title="Intimate a Claim" back={{ href: '/claim' }} backLabel="Back to Claims" />
      <div className="card">
        <Suspense fallback={<ClaimFormSkeleton />}>
          <IntimateClaim />
        </Suspense>
      </div>
    </div>
  );
}
