import { getTranslations } from 'next-intl/server';
import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getPolicies } from '@/lib/server/data/policies';
import { NoPoliciesNote, PolicyRowList } from './policy-row-list';

/** Each kind's section id and its words in the `download` catalogue. */
const KINDS = {
  FUND_SUMMARY: { id: 'fund-summary', words: 'fundSummary' },
  UNIT_STATEMENT: { id: 'unit-statement', words: 'unitStatement' },
} as const;

export type FundDocumentType = keyof typeof KINDS;

/** 'Fund Summary' or 'Unit Statement': only unit-linked policies hold funds, so only they are listed. */
export async function FundDocuments({ documentType }: { documentType: FundDocumentType }) {
  const kind = KINDS[documentType];
  const t = await getTranslations(`download.${kind.words}`);
  const result = await settle(getPolicies(), 'getCustomerPolicyDetails');
  const ulips = result.ok ? result.value.filter((p) => p.isUlip) : [];
  return (
    <SectionCard id={kind.id} title={t('title')}>
      {!result.ok ? (
        <SectionError />
      ) : ulips.length === 0 ? (
        <NoPoliciesNote>{t('none')}</NoPoliciesNote>
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-700">{t('intro')}</p>
          <PolicyRowList
            policies={ulips}
            action={(policy) => (
              <DocumentDownloadButton
                request={{ policyNumber: policy.policyNo, documentType }}
                label={t('label')}
                variant="secondary"
              />
            )}
          />
        </>
      )}
    </SectionCard>
  );
}
