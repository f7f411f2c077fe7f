'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, type ReactNode } from 'react';
import { LazyMessages } from '@/components/i18n/lazy-messages';
import { Button, ButtonLink } from './button';

/** What Next 16 hands a segment's error.tsx. */
export interface SegmentErrorProps {
  error: unknown;
  /** Next 16: re-fetches and re-renders the segment */
  retry?: () => void;
  reset: () => void;
}

interface SegmentErrorViewProps extends SegmentErrorProps {
  title: string;
  /** what to tell the customer; never the error itself (server errors arrive redacted, a client error's text is not for them) */
  children: ReactNode;
  /** the way out besides trying again; Home unless the segment knows a better one */
  other?: { href: string; label: string };
}

/** A segment's error boundary inside the portal layout, so the menus stay usable. */
export function SegmentError({ error, retry, reset, title, children, other }: SegmentErrorViewProps) {
  const titleId = useId();
  const t = useTranslations('pageErrors');
  const way = other ?? { href: '/', label: t('goHome') };
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section aria-labelledby={titleId} className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <h1 id={titleId} className="text-2xl font-semibold text-ink-900">
        {title}
      </h1>
      <p className="text-ink-500">{children}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => (retry ?? reset)()}>{t('tryAgain')}</Button>
        <ButtonLink href={way.href} variant="secondary">
          {way.label}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * Around a segment's error.tsx: its words (`pageErrors`) are fetched as it shows, since few pages
 * ever fail and every page would otherwise carry them.
 */
export function PageErrorWords({ children }: { children: ReactNode }) {
  return <LazyMessages namespaces={['pageErrors']}>{children}</LazyMessages>;
}
