import { useTranslations } from 'next-intl';

/**
 * Same grid and card height as PolicyCards, so nothing jumps when the cards arrive. Each card is a
 * bare element drawn by the stylesheet (.pc-skel in app/globals.css): the page carries this
 * fallback in its HTML and again in its RSC payload, on every visit.
 */
export function PolicyCardsSkeleton() {
  const t = useTranslations('dashboard');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('loadingPolicies')}
      </p>
      <div aria-hidden="true" className="pc-grid pc-skel">
        <div />
        <div />
        <div />
      </div>
    </div>
  );
}
