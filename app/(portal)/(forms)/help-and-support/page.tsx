import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { HelpSections, HelpSectionsSkeleton } from '@/features/help-and-support/help-sections';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('helpSupport'))('title') };
}

/**
 * Help (flag helpAndSupport; proxy.ts closes the route when it is off): how to reach the insurer,
 * the messaging-app loan, unclaimed amounts, forms, the life certificate and answers. The heading
 * comes with the first paint; the sections, which wait for the core, stream in after it.
 */
export default async function HelpAndSupportPage() {
  const t = await getTranslations('helpSupport');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">{t('title')}</h1>
        <p className="mt-1 text-ink-500">{t('intro')}</p>
      </div>
      <Suspense fallback={<HelpSectionsSkeleton />}>
        <HelpSections />
      </Suspense>
    </div>
  );
}
