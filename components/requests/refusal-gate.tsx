'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { OpenRequest, OpenRequestKind } from '@/lib/open-requests';
import { policyOpenRequestAction } from './actions';
import { RequestRefusal } from './request-refusal';

interface RefusalGateProps {
  policyNo: string;
  /** the requests that would refuse what the children raise */
  kinds: OpenRequestKind[];
  children: ReactNode;
  /** offered under a refusal (a dialog's OK); none on a page, where Back is at hand */
  onClose?: () => void;
  /** told of a refusal as it arrives, e.g. to hand it to the host app in the web view (SPEC §8) */
  onRefused?: (request: OpenRequest) => void;
}

/**
 * Asks the core, as a request on a policy opens, whether one of these kinds is already open (issue
 * 24 §3). If so the customer sees why, first and focused, instead of the form; if not, or if the
 * check fails (the submit checks again), the form. A spinner in the meantime.
 */
export function RefusalGate({ policyNo, kinds, children, onClose, onRefused }: RefusalGateProps) {
  const t = useTranslations('requests');
  const ui = useTranslations('ui');
  const check = useAction(policyOpenRequestAction, {
    onSuccess: ({ data }) => {
      if (data) onRefused?.(data);
    },
  });
  const { execute } = check;
  const kindsKey = kinds.join(',');
  useEffect(() => {
    execute({ policyNo, kinds: kindsKey.split(',') as OpenRequestKind[] });
  }, [execute, policyNo, kindsKey]);

  if (check.isIdle || check.isPending) return <Spinner className="mx-auto text-brand-600" label={t('loading')} />;
  const refusal = check.result.data ?? null;
  if (!refusal) return <>{children}</>;
  return (
    <div className="flex flex-col gap-4">
      <RequestRefusal request={refusal} onFollow={onClose} />
      {onClose && (
        <div className="flex justify-end">
          <Button onClick={onClose}>{ui('ok')}</Button>
        </div>
      )}
    </div>
  );
}
