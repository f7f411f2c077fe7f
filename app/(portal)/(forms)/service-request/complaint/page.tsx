import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-title';
import { ComplaintSection } from '@/features/service-request/complaint/complaint-section';
import { RequestSectionSkeleton } from '@/features/service-request/service-request-skeletons';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('complaints'))('title') };
}

/**
 * 'Raise a Complaint' (issue 27 §1): a child of /service-request, as /claim/intimate is of /claim,
 * since a complaint is a service request the tracker follows with its clock and escalation path.
 */
export default async function RaiseComplaintPage() {
  const t = await getTranslations('complaints');
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('title')} back={{ href: '/service-request' }} backLabel={t('back')} />
      <section aria-labelledby="complaint-heading" className="card">
        <h2 id="complaint-heading" className="text-lg font-semibold text-ink-900">
          {t('heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t('lead')}</p>
        <div className="mt-4">
          <Suspense fallback={<RequestSectionSkeleton label={t('loading')} rows={2} />}>
            <ComplaintSection />
          </Suspense>
        </div>
      </section>
    </div>
  );
}
