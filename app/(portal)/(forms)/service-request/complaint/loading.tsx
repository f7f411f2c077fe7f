import { useTranslations } from 'next-intl';
import { RequestSectionSkeleton } from '@/features/service-request/service-request-skeletons';

/** The complaint page's outline while it starts (not the tracker's, which its parent's loading view draws). */
export default function RaiseComplaintLoading() {
  const t = useTranslations('complaints');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-ink-900">{t('title')}</h1>
      <RequestSectionSkeleton label={t('loading')} rows={2} />
    </div>
  );
}
