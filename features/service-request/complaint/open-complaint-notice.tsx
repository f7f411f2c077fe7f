import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { InfoBanner } from '@/components/ui/info-banner';
import { formatDateLong } from '@/lib/format';
import type { OpenComplaint } from './complaint-schema';

/** The refusal before the form: this policy already has an open complaint about this, and where to follow it. */
export function OpenComplaintNotice({ complaint }: { complaint: OpenComplaint }) {
  const t = useTranslations('complaints');
  const language = useLocale();
  return (
    <InfoBanner tone="warning" title={t('duplicate.title')}>
      <p>
        {complaint.resolveBy
          ? t('duplicate.text', { number: complaint.complaintNumber, date: formatDateLong(complaint.resolveBy, language) })
          : t('duplicate.textNoDate', { number: complaint.complaintNumber })}
      </p>
      <Link
        href={`/service-request?tab=SR&sr=${complaint.complaintNumber}`}
        className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2"
      >
        {t('duplicate.follow', { number: complaint.complaintNumber })}
      </Link>
    </InfoBanner>
  );
}
