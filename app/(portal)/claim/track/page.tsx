import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { ClaimList } from '@/features/claim/claim-list';
import { ClaimListSkeleton } from '@/features/claim/claim-skeletons';
import { WideScreenRedirect } from '@/features/claim/wide-screen-redirect';
import { PageTitle } from '@/components/ui/page-title';
import { getEnv } from '@/lib/server/env';

export const metadata: Metadata = { title: 'Track Claim' };

/** Below 1024 px, its own page; wider, /claim shows the claims beside the form and this page moves there. */
export default function TrackClaimPage() {
  if (!getEnv().features.claim) notFound();
  return (
    <div className="flex flex-col gap-6">
      <WideScreenRedirect />
      <PageTitle title="Track Claim" back={{ href: '/claim' }} backLabel="Back to Claims" />
      <Suspense fallback={<ClaimListSkeleton />}>
        <ClaimList level={2} />
      </Suspense>
    </div>
  );
}
