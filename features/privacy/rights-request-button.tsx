'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { RightsRequest } from '@/lib/server/data/privacy';
import { RightsRequestFlow } from './later-parts';

/** 'Request a copy' or 'Request erasure': the OTP dialog opens, then the request is raised. */
export function RightsRequestButton({ requestType }: { requestType: Exclude<RightsRequest, 'NOMINATION'> }) {
  const t = useTranslations('privacyForms');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t(`buttons.${requestType}`)}
      </Button>
      <RightsRequestFlow requestType={requestType} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
