import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { serviceFromQuery } from '@/features/policy-details/services/policy-services';
import { ServiceChooser, ServiceChooserSkeleton } from '@/features/policy-services/service-chooser';
import { PageTitle } from '@/components/ui/page-title';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('policyServices'))('title') };
}

/**
 * Where the New Service Request shortcuts lead (?service=LOAN): the customer's policies that offer
 * that service, each opening it on its policy page. Without a known service, all four.
 */
export default async function PolicyServicesPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const service = serviceFromQuery(firstParam(await searchParams, 'service'));
  const t = await getTranslations('policyServices');
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('title')} back={{ href: '/service-request?tab=NEW_SR' }} backLabel={t('back')} />
      <Suspense fallback={<ServiceChooserSkeleton />}>
        <ServiceChooser service={service} />
      </Suspense>
    </div>
  );
}
