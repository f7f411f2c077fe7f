import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { getMandates } from '@/lib/server/data/mandates';
import { MandateItem } from './mandate-item';
import { EMPTY_TEXT, SECTION_TITLE } from './mandate-rules';

/**
 * 'My Auto Pay Mandates' (issue 10 §3), under the registration form. It streams in its own
 * Suspense boundary and fails on its own (SPEC §8's technical text): registering still works.
 */
export async function MandatesSection() {
  const result = await settle(getMandates(), 'listMandates');
  return (
    <SectionCard id="auto-pay-mandates" title={SECTION_TITLE}>
      {!result.ok ? (
        <SectionError />
      ) : result.value.length === 0 ? (
        <p className="text-ink-700">{EMPTY_TEXT}</p>
      ) : (
        <ul aria-label="Your auto pay mandates" className="flex flex-col gap-4">
          {result.value.map((m) => (
            <MandateItem key={m.umrn} mandate={m} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
