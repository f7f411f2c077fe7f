import { ClientMessages } from '@/components/i18n/client-messages';
import { ProfileModalLink } from '@/components/shell/profile-modals/profile-modal-trigger';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { visibleItems } from '@/components/shell/nav-items';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPolicies } from '@/lib/server/data/policies';
import { getEnv } from '@/lib/server/env';
import { NewRequestFormLoader } from './new-request-form-loader';
import { NEW_SR_SHORTCUTS } from './new-sr-shortcuts';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 desk:min-h-0';

/**
 * 'New Service Request': the query form on the customer's own policies, and beside it the
 * requests that have a flow of their own. Only this section fails if the policies cannot be read.
 */
export async function NewRequestSection() {
  const result = await settle(getPolicies(), 'getCustomerPolicyDetails');
  const shortcuts = visibleItems(NEW_SR_SHORTCUTS, getEnv().features);
  const t = await getTranslations('serviceRequest');
  return (
    <div className="grid gap-6 desk:grid-cols-[2fr_1fr]">
      <section aria-labelledby="new-request-heading" className="card">
        <h2 id="new-request-heading" className="text-lg font-semibold text-ink-900">
          {t('new.heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t('new.lead')}</p>
        <div className="mt-4">
          {!result.ok ? (
            <SectionError />
          ) : result.value.length === 0 ? (
            <p className="text-ink-700">{t('new.noPolicies')}</p>
          ) : (
            <ClientMessages namespaces={['requestForms']}>
              <NewRequestFormLoader
                policies={result.value.map((p) => ({ value: p.policyNo, label: `${p.policyNo} - ${p.name}` }))}
              />
            </ClientMessages>
          )}
        </div>
      </section>
      <SectionCard id="new-request-shortcuts" title={t('new.others')}>
        <p className="text-sm text-ink-700">{t('new.othersLead')}</p>
        <ul className="mt-2 flex flex-col gap-1">
          {shortcuts.map((s) => (
            <li key={s.label}>
              {'modal' in s ? (
                <ProfileModalLink modal={s.modal} className={linkClass}>
                  {t(`shortcuts.${s.label}`)}
                </ProfileModalLink>
              ) : (
                <Link href={s.href} className={linkClass}>
                  {t(`shortcuts.${s.label}`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}
