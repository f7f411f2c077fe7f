import { useTranslations } from 'next-intl';
import { RequestSectionSkeleton, ServiceRequestHeaderSkeleton } from '@/features/service-request/service-request-skeletons';

/** The page's outline while it starts; the open tab's section then streams in behind its own skeleton. */
export default function ServiceRequestLoading() {
  const t = useTranslations('shell');
  return (
    <div className="flex flex-col gap-6">
      <ServiceRequestHeaderSkeleton />
      <RequestSectionSkeleton label={t('loadingRequests')} />
    </div>
  );
}
