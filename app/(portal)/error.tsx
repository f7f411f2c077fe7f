'use client';

import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';

interface PortalErrorProps {
  error: unknown;
  /** Next 16: re-fetches and re-renders the segment */
  retry?: () => void;
  reset: () => void;
}

/**
 * Inside the portal layout, so the menus stay usable. Never shows the error itself: server errors
 * arrive redacted anyway, and a client error's message is not written for customers.
 */
export default function PortalError({ error, retry, reset }: PortalErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section aria-labelledby="portal-error-title" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <h1 id="portal-error-title" className="text-2xl font-semibold text-ink-900">
        Something went wrong
      </h1>
      <p className="text-ink-500">
        We could not load this page right now. Please try again in a moment. If the problem continues, you can go back to
        Home and try later.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => (retry ?? reset)()}>Try again</Button>
        <ButtonLink href="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
    </section>
  );
}
