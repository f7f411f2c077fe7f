'use client';

import { useTranslations } from 'next-intl';
import { afterMount } from '@/components/ui/after-mount';
import { Spinner } from '@/components/ui/spinner';

// The UPI form's code loads once its tab is up, so the e-NACH tab's first load carries none of it.
// Drawn only in the browser: server-drawn fields would take typing that is lost until their script arrives.
export const UpiFormLoader = afterMount(
  () => import('./upi-form').then((m) => m.UpiForm),
  () => <FormLoading />,
);

function FormLoading() {
  const t = useTranslations('upiAutopay');
  return <Spinner className="mx-auto text-brand-600" label={t('loading')} />;
}
