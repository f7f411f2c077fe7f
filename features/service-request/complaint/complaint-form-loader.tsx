'use client';

import { useTranslations } from 'next-intl';
import { afterMount } from '@/components/ui/after-mount';
import { Spinner } from '@/components/ui/spinner';

// The form brings the form and schema libraries, the dropdowns and the uploader: they load once the
// page is up, as the New Service Request form does. Drawn only in the browser: server-drawn fields
// would take clicks and typing that are lost until their script arrives.
export const ComplaintFormLoader = afterMount(
  () => import('./complaint-form').then((m) => m.ComplaintForm),
  () => <FormLoading />,
);

function FormLoading() {
  const t = useTranslations('complaints');
  return <Spinner className="mx-auto text-brand-600" label={t('loading')} />;
}
