'use client';

import { useTranslations, type Messages } from 'next-intl';
import { useEffect, useId } from 'react';
import { LazyMessages } from '@/components/i18n/lazy-messages';
import { MessageText } from '@/lib/i18n/message-text';
import { Button, ButtonLink } from './button';

/** What Next 16 hands a segment's error.tsx. */
export interface SegmentErrorProps {
  error: unknown;
  /** Next 16: re-fetches and re-renders the segment */
  retry?: () => void;
  reset: () => void;
}

type PageErrorKey = keyof Messages['pageErrors'];

interface SegmentErrorViewProps extends SegmentErrorProps {
  /** the heading, from `pageErrors` */
  title: PageErrorKey;
  /** what to tell the customer, a catalogue key; never the error itself (server errors arrive redacted, a client error's text is not for them) */
  body: string;
  /** the way out besides trying again; Home unless the segment knows a better one */
  other?: { href: string; label: PageErrorKey };
}

/**
 * A segment's error boundary inside the portal layout, so the menus stay usable. Its words
 * (`pageErrors`) are fetched as it shows, since few pages ever fail and every page would
 * otherwise carry them.
 */
export function SegmentError(props: SegmentErrorViewProps) {
  return (
    <LazyMessages namespaces={['pageErrors']}>
      <Worded {...props} />
    </LazyMessages>
  );
}

function Worded({ error, retry, reset, title, body, other }: SegmentErrorViewProps) {
  const titleId = useId();
  const t = useTranslations('pageErrors');
  const way = other ? { href: other.href, label: t(other.label) } : { href: '/', label: t('goHome') };
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section aria-labelledby={titleId} className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <h1 id={titleId} className="text-2xl font-semibold text-ink-900">
        {t(title)}
      </h1>
      <p className="text-ink-500">
        <MessageText message={body} />
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => (retry ?? reset)()}>{t('tryAgain')}</Button>
        <ButtonLink href={way.href} variant="secondary">
          {way.label}
        </ButtonLink>
      </div>
    </section>
  );
}
