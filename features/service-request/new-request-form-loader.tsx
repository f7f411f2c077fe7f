'use client';

import { lazy, Suspense } from 'react';
import type { DropdownOption } from '@/components/ui/dropdown';
import { Spinner } from '@/components/ui/spinner';

// The form brings the form and schema libraries, the dropdowns and the uploader: they load after
// the page's own script, so the tab's first load stays within the JS budget. The server renders
// the form's markup all the same, so it paints at once and comes alive when its script lands.
const NewRequestForm = lazy(() => import('./new-request-form').then((m) => ({ default: m.NewRequestForm })));

export function NewRequestFormLoader({ policies }: { policies: readonly DropdownOption[] }) {
  return (
    <Suspense fallback={<Spinner className="mx-auto text-brand-600" label="Loading the request form…" />}>
      <NewRequestForm policies={policies} />
    </Suspense>
  );
}
