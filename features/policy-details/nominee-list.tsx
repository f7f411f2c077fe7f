import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format';
import { RELATIONSHIP_KEYS } from '@/lib/i18n/option-labels';
import { getNominees } from '@/lib/server/data/policies';
import type { OwnedPolicy } from '@/lib/types';
import { DetailList, orNotAvailable } from '@/components/policy/detail-list';
import { SectionCard } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';

/** SPEC §8: a failed nominee call only logs, and the list is then empty. */
export async function NomineeList({ policy }: { policy: OwnedPolicy }) {
  const [result, t, relationships] = await Promise.all([
    settle(getNominees(policy), 'getNomineeDetails'),
    getTranslations('policyDetails.nominees'),
    getTranslations('options.relationship'),
  ]);
  // A relationship of the SPEC's list in the page's language; any other as the core holds it.
  const relationship = (value: string) =>
    Object.hasOwn(RELATIONSHIP_KEYS, value) ? relationships(RELATIONSHIP_KEYS[value as keyof typeof RELATIONSHIP_KEYS]) : value;
  const list = result.ok ? result.value : [];
  return (
    <SectionCard id="nominees" title={t('title')}>
      {list.length === 0 ? (
        <p className="text-ink-500">{t('none')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((n, i) => (
            <li key={`${n.name}-${i}`} className="rounded-lg border border-brand-100 p-4">
              <h3 className="font-semibold text-ink-900">{n.name}</h3>
              <DetailList
                className="mt-3"
                rows={[
                  { label: t('relationship'), value: relationship(n.relationship) },
                  { label: t('share'), value: `${n.sharePercent}%` },
                  { label: t('dateOfBirth'), value: orNotAvailable(n.dateOfBirth, formatDate) },
                  { label: t('appointee'), value: orNotAvailable(n.appointeeName, (a) => a) },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
