import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClaimList } from '@/features/claim/claim-list';
import { ClaimMenu } from '@/features/claim/claim-menu';
import { ClaimFormSkeleton, ClaimListSkeleton } from '@/features/claim/claim-skeletons';
import { IntimateClaim } from '@/features/claim/intimate-claim';
import { PageTitle } from '@/components/ui/page-title';
import { getEnv } from '@/lib/server/env';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('claim'))('title') };
}

/**
 * Claims (SPEC §2). The server cannot know the window's width, so both layouts are sent and CSS
 * picks one: below 1024 px the menu of the two sub-pages, from 1024 px the intimation form with
 * the customer's claims beside it. The hidden one is display:none, so the form is on the page once.
 */
export default async function ClaimPage() {
  if (!getEnv().features.claim) notFound();
  const t = await getTranslations('claim');
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('title')} />
      <ClaimMenu className="desk:hidden" />
      <div className="hidden gap-6 desk:grid desk:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] desk:items-start">
        <section aria-labelledby="intimate-claim-title" className="card flex flex-col gap-4">
          <h2 id="intimate-claim-title" className="text-xl font-semibold text-ink-900">
            {t('intimateTitle')}
          </h2>
          <Suspense fallback={<ClaimFormSkeleton />}>
            <IntimateClaim />
          </Suspense>
        </section>
        <section aria-labelledby="track-claim-title" className="flex flex-col gap-4">
          <h2 id="track-claim-title" className="text-xl font-semibold text-ink-900">
            {t('trackTitle')}
          </h2>
          <Suspense fallback={<ClaimListSkeleton />}>
            <ClaimList level={3} />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
