'use client';

import { useTranslations } from 'next-intl';
import { afterMount } from '@/components/ui/after-mount';
import { Spinner } from '@/components/ui/spinner';

// The form brings the form and schema libraries, the dropdowns and the uploader: they load once
// the page is up, so the tab's first load stays within the JS budget. Drawn only in the browser:
// server-drawn fields would take clicks and typing that are lost until their script arrives.
export const NewRequestFormLoader = afterMount(
  () => import('./new-request-form').then((m) => m.NewRequestForm),
  () => <FormLoading />,
);

function FormLoading() {
  const t = useTranslations('requestForms');
  return <Spinner className="mx-auto text-brand-600" label={t('loading')} />;
}
