import { getTranslations } from 'next-intl/server';
import { Tag } from '@/components/ui/tag';
import { formatRupees } from '@/lib/format';
import { useStatusWord } from '@/lib/i18n/status-word';
import { coreWord } from '@/lib/i18n/core-word';
import { getCoverages } from '@/lib/server/data/policies';
import type { OwnedPolicy } from '@/lib/types';
import { DetailList } from '@/components/policy/detail-list';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { MessageText } from '@/lib/i18n/message-text';
import { PREMIUM_LABELS } from '@/lib/premium-labels';

/** Base plan and riders, each with its sum assured (whole rupees) and premium. */
export async function CoverageList({ policy }: { policy: OwnedPolicy }) {
  const [result, t, words] = await Promise.all([
    settle(getCoverages(policy), 'getCoverageDetailsByPolicyNo'),
    getTranslations('policyDetails.coverage'),
    getTranslations('coreWords'),
  ]);
  return (
    <SectionCard id="coverage" title={t('title')}>
      {!result.ok ? (
        <SectionError />
      ) : result.value.length === 0 ? (
        <p className="text-ink-500">{t('none')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {result.value.map((c, i) => (
            <li key={`${c.name}-${i}`} className="rounded-lg border border-brand-100 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold text-ink-900">{c.name}</h3>
                <Tag tone={c.isRider ? 'grey' : 'brand'}>{c.isRider ? t('rider') : t('basePlan')}</Tag>
              </div>
              <DetailList
                className="mt-3"
                rows={[
                  { label: t('sumAssured'), value: formatRupees(c.sumAssured, 0) },
                  { label: <MessageText message={PREMIUM_LABELS.base} />, value: formatRupees(c.premium, 2) },
                  { label: t('term'), value: coreWord(words, 'term', c.term) },
                  { label: t('status'), value: <CoverStatus status={c.status} /> },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** A cover's status as the core sends it ('Active'), in the page's language where the catalogue knows it. */
function CoverStatus({ status }: { status: string }) {
  return useStatusWord()(status);
}
