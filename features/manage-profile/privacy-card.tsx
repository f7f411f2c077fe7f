import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SectionCard } from '@/components/policy/section-card';

/**
 * The way into the privacy centre (issue 27 §2): server markup only, so the profile page's
 * JavaScript does not grow; the centre lives on its own route (docs/decisions.md, "Privacy centre").
 */
export async function PrivacyCard() {
  const t = await getTranslations('privacy.card');
  return (
    <SectionCard id="privacy-consent" title={t('title')}>
      <p className="text-slate-700">{t('text')}</p>
      <p className="mt-3">
        <Link className="font-medium text-brand-700 underline" href="/manage-profile/privacy">
          {t('link')}
        </Link>
      </p>
    </SectionCard>
  );
}
