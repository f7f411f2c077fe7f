import { useTranslations } from 'next-intl';
import { SectionCard } from '@/components/policy/section-card';
import { ButtonLink } from '@/components/ui/button';

/** Anything the page does not answer becomes a request, tracked with the customer's others. */
export function RaiseServiceRequest() {
  const t = useTranslations('helpSupport.raise');
  return (
    <SectionCard id="raise-request" title={t('title')}>
      <p className="text-ink-700">{t('text')}</p>
      <ButtonLink href="/service-request?tab=NEW_SR" className="mt-4">
        {t('button')}
      </ButtonLink>
    </SectionCard>
  );
}
