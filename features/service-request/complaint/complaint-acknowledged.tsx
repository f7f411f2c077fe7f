import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { formatDateLong } from '@/lib/format';

export interface Acknowledgement {
  complaintNumber: string;
  raisedOn: string | null;
  resolveBy: string | null;
  resolutionDays: number;
}

/**
 * The immediate acknowledgement IRDAI asks for: the complaint number, the day it will be resolved
 * by (the core's period), and that SMS and email say the same. Focus moves here so a screen
 * reader hears it at once.
 */
export function ComplaintAcknowledged({ ack }: { ack: Acknowledgement }) {
  const t = useTranslations('complaints');
  const language = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="complaint-ack" className="flex flex-col gap-3" role="status">
      <h2 id="complaint-ack" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink-900 outline-none">
        {t('ack.title')}
      </h2>
      <dl className="grid gap-x-6 gap-y-1 text-ink-900 desk:grid-cols-[auto_1fr]">
        <dt className="text-ink-500">{t('ack.number')}</dt>
        <dd className="font-semibold">{ack.complaintNumber}</dd>
        {ack.raisedOn && (
          <>
            <dt className="text-ink-500">{t('ack.raisedOn')}</dt>
            <dd>{formatDateLong(ack.raisedOn, language)}</dd>
          </>
        )}
        {ack.resolveBy && (
          <>
            <dt className="text-ink-500">{t('ack.resolveBy')}</dt>
            <dd className="font-semibold">{formatDateLong(ack.resolveBy, language)}</dd>
          </>
        )}
      </dl>
      <p className="text-ink-700">{t('ack.text', { days: ack.resolutionDays })}</p>
      <Link
        href={`/service-request?tab=SR&sr=${ack.complaintNumber}`}
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        {t('ack.track')}
      </Link>
    </section>
  );
}
