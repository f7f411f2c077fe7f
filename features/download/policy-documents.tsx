import { getTranslations } from 'next-intl/server';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { formatSrNumber } from '@/lib/format';
import { getPolicies } from '@/lib/server/data/policies';
import { getServiceRequests } from '@/lib/server/data/service-requests';
import { E_POLICY_SR_SUBJECT, findRequest } from './download-options';
import { EPolicyDownload } from './e-policy-download';
import { NoPoliciesNote, PolicyRowList } from './policy-row-list';

/**
 * 'Policy Documents': the e-policy of each policy. Where the core has none on file the download
 * offers a soft-copy service request instead (see EPolicyDownload).
 */
export async function PolicyDocuments() {
  // The ticket list only adds a note; if it fails the downloads still work.
  const [t, result, tickets] = await Promise.all([
    getTranslations('download'),
    settle(getPolicies(), 'getCustomerPolicyDetails'),
    settle(getServiceRequests(), 'track/service/request'),
  ]);
  const requests = tickets.ok ? tickets.value : [];
  return (
    <SectionCard id="policy-documents" title={t('policyDocuments.title')}>
      {!result.ok ? (
        <SectionError />
      ) : result.value.length === 0 ? (
        <NoPoliciesNote>{t('noPolicies')}</NoPoliciesNote>
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-700">{t('policyDocuments.intro')}</p>
          <PolicyRowList
            policies={result.value}
            note={(policy) => {
              const earlier = findRequest(requests, E_POLICY_SR_SUBJECT, policy.policyNo);
              return earlier ? (
                <p className="mt-1 text-sm text-ink-700">
                  {t('policyDocuments.softCopyRequested', { srNumber: formatSrNumber(earlier.srNumber), status: earlier.status })}
                </p>
              ) : null;
            }}
            action={(policy) => <EPolicyDownload policyNo={policy.policyNo} />}
          />
        </>
      )}
    </SectionCard>
  );
}
