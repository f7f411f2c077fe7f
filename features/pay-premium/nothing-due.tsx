import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';
import { DUE_SOON_DAYS } from '@/lib/policy-rules';

/** Nothing to pay on any policy: say when premiums appear, and the way home. */
export function NothingDue() {
  const t = useTranslations('payPremium');
  return (
    <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100">
      <p className="font-semibold text-ink-900">{t('nothingDue')}</p>
      <p className="mt-1 text-sm text-ink-500">{t('appearsFrom', { days: DUE_SOON_DAYS })}</p>
      <ButtonLink href="/" variant="secondary" className="mt-4">
        {t('home')}
      </ButtonLink>
    </div>
  );
}
