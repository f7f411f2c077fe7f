import { useTranslations } from 'next-intl';
import { InfoBanner } from '@/components/ui/info-banner';

/**
 * SPEC §2 info note. Customers expect the yearly figure on the mandate to be taken at once, so
 * the note says plainly that only each premium due is debited, on the policy's own frequency.
 */
export function EnachInfoNote({ frequency }: { frequency?: string }) {
  const t = useTranslations('enach');
  const schedule = frequency ? ` (${frequency.toLowerCase()})` : '';
  return (
    <InfoBanner tone="info" title={t('note.title')}>
      {t('note.text', { schedule })}
    </InfoBanner>
  );
}
