import { useTranslations } from 'next-intl';
import { NEW_TAB_REL } from '@/components/shell/links';
import { SectionCard } from '@/components/policy/section-card';
import { cx, focusRing } from '@/components/ui/field-styles';
import type { ExternalLinks } from '@/lib/links';
import { getEnv } from '@/lib/server/env';

/**
 * SPEC §2 "External links": the forms customers print, fill in and send with a claim or
 * declaration, at the insurer's configured addresses. /download and /help-and-support list these.
 */
export const downloadForms = (links: ExternalLinks) =>
  [
    { key: 'pepApproval', href: links.pepApprovalFormat },
    { key: 'criticalIllness', href: links.criticalIllnessDoctorCertificate },
    { key: 'deathClaim', href: links.deathClaimDoctorCertificate },
    { key: 'employer', href: links.employerCertificate },
    { key: 'fatca', href: links.fatcaForm },
    { key: 'fatcaCrs', href: links.fatcaCrsQuestionnaire },
    { key: 'form60', href: links.form60 },
  ] as const;

function DocumentIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className="h-6 w-6 shrink-0 text-brand-600">
      <path
        d="M7 3h7l5 5v12a1 1 0 01-1 1H7a1 1 0 01-1-1V4a1 1 0 011-1zm7 0v5h5M9 13h6M9 17h6"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The insurer's site serves the forms, so each opens in a new tab and says so to screen readers. */
export function FormsList() {
  const t = useTranslations('policy.forms');
  return (
    <SectionCard id="forms" title={t('title')}>
      <p className="mb-4 text-sm text-ink-700">{t('intro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {downloadForms(getEnv().links).map((form) => (
          <li key={form.href} className="flex">
            <a
              href={form.href}
              target="_blank"
              rel={NEW_TAB_REL}
              className={cx(
                'flex w-full min-h-14 items-center gap-3 rounded-lg border border-brand-100 px-4 py-3 text-sm font-medium',
                'text-brand-700 hover:bg-brand-50 hover:underline',
                focusRing,
              )}
            >
              <DocumentIcon />
              <span>
                {t(form.key)}
                <span className="sr-only">{t('newTab')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
