import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';

/**
 * A malformed number, or one that is not this customer's: the same answer either way, so the
 * page never confirms that someone else's policy exists.
 */
export function PolicyNotFound() {
  const t = useTranslations('policyDetails.notFound');
  return (
    <section
      aria-labelledby="policy-not-found-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center"
    >
      <h1 id="policy-not-found-title" className="text-2xl font-semibold text-ink-900">
        {t('title')}
      </h1>
      <p className="text-ink-500">{t('text')}</p>
      <ButtonLink href="/">{t('goHome')}</ButtonLink>
    </section>
  );
}
