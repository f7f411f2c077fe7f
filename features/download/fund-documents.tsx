import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getPolicies } from '@/lib/server/data/policies';
import { NoPoliciesNote, PolicyRowList } from './policy-row-list';

const KINDS = {
  FUND_SUMMARY: {
    id: 'fund-summary',
    title: 'Fund Summary',
    intro: 'A summary of the funds, units and fund value of each of your unit-linked (ULIP) policies.',
    label: 'Download Fund Summary',
  },
  UNIT_STATEMENT: {
    id: 'unit-statement',
    title: 'Unit Statement',
    intro: 'The statement of units allotted and redeemed in each fund of your unit-linked (ULIP) policies.',
    label: 'Download Unit Statement',
  },
} as const;

export type FundDocumentType = keyof typeof KINDS;

/** 'Fund Summary' or 'Unit Statement': only unit-linked policies hold funds, so only they are listed. */
export async function FundDocuments({ documentType }: { documentType: FundDocumentType }) {
  const kind = KINDS[documentType];
  const result = await settle(getPolicies(), 'getCustomerPolicyDetails');
  const ulips = result.ok ? result.value.filter((p) => p.isUlip) : [];
  return (
    <SectionCard id={kind.id} title={kind.title}>
      {!result.ok ? (
        <SectionError />
      ) : ulips.length === 0 ? (
        <NoPoliciesNote>
          None of your policies is a unit-linked (ULIP) policy, so there is no {kind.title.toLowerCase()} to download.
        </NoPoliciesNote>
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-700">{kind.intro}</p>
          <PolicyRowList
            policies={ulips}
            action={(policy) => (
              <DocumentDownloadButton
                request={{ policyNumber: policy.policyNo, documentType }}
                label={kind.label}
                variant="secondary"
              />
            )}
          />
        </>
      )}
    </SectionCard>
  );
}
