import { SectionSkeleton } from '@/components/ui/skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslations } from 'next-intl';

/** The page's outline while it starts; each section then streams in behind its own skeleton. */
export default function DownloadLoading() {
  const t = useTranslations('shell');
  return (
    <div className="flex flex-col gap-6">
      <div aria-hidden="true">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="mt-2 h-4 w-96 max-w-full" />
      </div>
      <SectionSkeleton label={t('loadingDownloads')} />
      <SectionSkeleton label={t('loadingCertificate')} rows={1} />
    </div>
  );
}
