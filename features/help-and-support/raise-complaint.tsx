import { useTranslations } from 'next-intl';
import { SectionCard } from '@/components/policy/section-card';
import { ButtonLink } from '@/components/ui/button';

/** A complaint (IRDAI's grievance process) has its own form, acknowledged at once and followed in the tracker. */
export function RaiseComplaint() {
  const t = useTranslations('complaints.entry');
  return (
    <SectionCard id="raise-complaint" title={t('title')}>
      <p className="text-ink-700">{t('text')}</p>
      <ButtonLink href="/service-request/complaint" variant="secondary" className="mt-4">
        {t('button')}
      </ButtonLink>
    </SectionCard>
  );
}
