'use client';

import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';

interface ClaimErrorProps {
  error: unknown;
  retry?: () => void;
  reset: () => void;
}

/** A failure on the claim pages keeps the menus usable and never shows the error itself. */
export default function ClaimError({ error, retry, reset }: ClaimErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section aria-labelledby="claim-error-title" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <h1 id="claim-error-title" className="text-2xl font-semibold text-ink-900">
        We could not load your claims
      </h1>
      <p className="text-ink-500">Please try again in a moment. Anything you have already intimated is safe with us.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => (retry ?? reset)()}>Try again</Button>
        <ButtonLink href="/" variant="secondary">
          Go to Home
        </ButtonLink>
      </div>
    </section>
  );
}
