import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';

/** notFound() inside the portal: keeps the menus around so the customer can carry on. */
export default function PortalNotFound() {
  const t = useTranslations('shell');
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <h1 id="not-found-title" className="text-2xl font-semibold text-ink-900">
        {t('notFound')}
      </h1>
      <p className="text-ink-500">{t('notFoundBody')}</p>
      <ButtonLink href="/">{t('goHome')}</ButtonLink>
    </section>
  );
}
