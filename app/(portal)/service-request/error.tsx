'use client';

import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { TECHNICAL_ERROR } from '@/lib/constants';

interface ServiceRequestErrorProps {
  error: unknown;
  /** Next 16: re-fetches and re-renders the segment */
  retry?: () => void;
  reset: () => void;
}

/**
 * Each section already fails on its own; this catches the rest (a render fault) without losing the
 * menus, and offers the way back to the tracker, which an SMS link may have been aiming for.
 */
export default function ServiceRequestError({ error, retry, reset }: ServiceRequestErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section aria-labelledby="sr-error-title" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <h1 id="sr-error-title" className="text-2xl font-semibold text-ink-900">
        Service Request
      </h1>
      <p className="text-ink-500">{TECHNICAL_ERROR}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => (retry ?? reset)()}>Try again</Button>
        <ButtonLink href="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
    </section>
  );
}
