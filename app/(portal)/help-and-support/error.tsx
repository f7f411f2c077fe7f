'use client';

import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { TECHNICAL_ERROR } from '@/lib/constants';

interface HelpErrorProps {
  error: unknown;
  /** Next 16: re-fetches and re-renders the segment */
  retry?: () => void;
  reset: () => void;
}

/** Sections already fail on their own; this catches the rest without losing the menus. */
export default function HelpAndSupportError({ error, retry, reset }: HelpErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section aria-labelledby="help-error-title" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <h1 id="help-error-title" className="text-2xl font-semibold text-ink-900">
        Help &amp; Support
      </h1>
      <p className="text-ink-500">{TECHNICAL_ERROR}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => (retry ?? reset)()}>Try again</Button>
        <ButtonLink href="/service-request?tab=NEW_SR" variant="secondary">
          Raise a Service Request
        </ButtonLink>
      </div>
    </section>
  );
}
