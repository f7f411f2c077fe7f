import { getLocale, getTranslations } from 'next-intl/server';
import { LANGUAGES } from '@/lib/i18n/languages';

/**
 * 'English | हिन्दी': each language named in itself, the one in use marked, the others buttons of
 * a plain form (app/api/language), so the switch works before any script and costs none.
 */
export async function LanguageSwitch({ className }: { className?: string }) {
  const current = await getLocale();
  const t = await getTranslations('language');
  const names = await Promise.all(
    LANGUAGES.map(async (lang) => ({ lang, name: (await getTranslations({ locale: lang, namespace: 'language' }))('name') })),
  );
  return (
    <form method="post" action="/api/language" className={className}>
      <div role="group" aria-label={t('switchLabel')} className="language-switch">
        {names.map(({ lang, name }) =>
          lang === current ? (
            <span key={lang} lang={lang} aria-current="true" className="language-switch-current">
              {name}
            </span>
          ) : (
            <button key={lang} type="submit" name="lang" value={lang} lang={lang} className="language-switch-option">
              {name}
            </button>
          ),
        )}
      </div>
    </form>
  );
}
