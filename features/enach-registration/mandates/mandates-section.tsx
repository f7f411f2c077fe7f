import { getTranslations } from 'next-intl/server';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getMandates } from '@/lib/server/data/mandates';
import { MandateItem } from './mandate-item';

/**
 * 'My Auto Pay Mandates' (issue 10 §3), under the registration form. It streams in its own
 * Suspense boundary and fails on its own (SPEC §8's technical text): registering still works.
 */
export async function MandatesSection() {
  const [result, t] = await Promise.all([settle(getMandates(), 'listMandates'), getTranslations('enach')]);
  return (
    <SectionCard id="auto-pay-mandates" title={t('mandates.title')}>
      {!result.ok ? (
        <SectionError />
      ) : result.value.length === 0 ? (
        <p className="text-ink-700">{t('mandates.empty')}</p>
      ) : (
        <ul aria-label={t('mandates.listLabel')} className="flex flex-col gap-4">
          {result.value.map((m) => (
            <MandateItem key={m.umrn} mandate={m} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
