import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { InfoBanner } from '@/components/ui/info-banner';
import { PageTitle } from '@/components/ui/page-title';
import { ConsentList } from '@/features/privacy/consent-list';
import { DataCopies } from '@/features/privacy/data-copies';
import { PrivacyNotice } from '@/features/privacy/privacy-notice';
import { PrivacyRecord } from '@/features/privacy/privacy-record';
import { RightsRequests } from '@/features/privacy/rights-requests';
import { getPrivacyCentre } from '@/lib/server/data/privacy';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('privacy');
  return { title: t('title') };
}

/** Why a download came back here (app/api/privacy-copy): the core refused it. */
const REFUSALS = { expired: 'refusedExpired', missing: 'refusedMissing' } as const;

/**
 * The privacy centre (issue 27 §2): the notice, the consents, the rights requests and the record,
 * on a route of its own under the profile so the profile page's JavaScript stays as it is
 * (docs/decisions.md, "Privacy centre"). Everything is read at the core in one call.
 */
export default async function PrivacyCentrePage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const [query, centre, t] = await Promise.all([searchParams, getPrivacyCentre(), getTranslations('privacy')]);
  const refused = firstParam(query, 'copy');
  const refusal = refused === 'expired' || refused === 'missing' ? REFUSALS[refused] : null;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('title')} back={{ href: '/manage-profile' }} backLabel={t('backLabel')} />
      {refusal && <InfoBanner tone="error">{t(`copies.${refusal}`)}</InfoBanner>}
      <PrivacyNotice />
      <ClientMessages namespaces={['privacyForms']}>
        <ConsentList consents={centre.consents} />
        <RightsRequests centre={centre} />
      </ClientMessages>
      <DataCopies copies={centre.copies} />
      <PrivacyRecord history={centre.history} />
    </div>
  );
}
