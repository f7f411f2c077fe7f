import { useTranslations } from 'next-intl';
import { SectionCard } from '@/components/policy/section-card';

/**
 * The core's frequently asked questions. <details> opens and closes with no script, from the
 * keyboard too, and screen readers announce it expanded or collapsed.
 */
export function FaqList({ faqs }: { faqs: Array<{ question: string; answer: string }> }) {
  const t = useTranslations('helpSupport');
  return (
    <SectionCard id="faqs" title={t('faqs')}>
      <ul className="flex flex-col gap-2">
        {faqs.map((f) => (
          <li key={f.question}>
            <details className="group rounded-lg border border-brand-100 bg-white">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-medium text-ink-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                {f.question}
                <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-4 pb-4 text-ink-700">{f.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
