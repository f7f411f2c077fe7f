import { useTranslations } from 'next-intl';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every portal page, so keyboard users can jump past the menus. */
export function SkipLink() {
  const t = useTranslations('shell');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t('skipToMain')}
    </a>
  );
}
