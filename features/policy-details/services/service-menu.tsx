'use client';

import { lazy, Suspense, useState } from 'react';
import type { ServiceCode } from '@portal/contracts/policy-services';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { cx, focusRing } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';

// Each service's figures, forms and OTP step load when a dialog first opens, not with the page.
const ServicePanel = lazy(() => import('./service-panel').then((m) => ({ default: m.ServicePanel })));

interface ServiceMenuProps {
  policyNo: string;
  services: ReadonlyArray<{ code: ServiceCode; label: string; blurb: string }>;
  /** opened by the address (?service=LOAN), e.g. from the New Service Request shortcuts */
  initiallyOpen: ServiceCode | null;
}

/** Drops ?service= once its dialog closes, so a reload or Back does not open it again. */
function forgetServiceInAddress() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('service')) return;
  url.searchParams.delete('service');
  window.history.replaceState(window.history.state, '', url);
}

export function ServiceMenu({ policyNo, services, initiallyOpen }: ServiceMenuProps) {
  const [open, setOpen] = useState<ServiceCode | null>(initiallyOpen);
  // While an OTP is checked, a payment starts or a request is raised, closing would orphan the call.
  const [busy, setBusy] = useState(false);
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);
  const current = services.find((s) => s.code === open);
  const close = () => {
    setOpen(null);
    setServiceRequestId(null);
    forgetServiceInAddress();
  };

  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2">
        {services.map((s) => (
          <li key={s.code}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-describedby={`service-${s.code}-blurb`}
              onClick={() => setOpen(s.code)}
              className={cx(
                'flex h-full min-h-11 w-full flex-col items-start gap-1 rounded-lg border border-brand-100 p-4 text-left hover:border-brand-600 hover:bg-brand-50',
                focusRing,
              )}
            >
              <span className="font-semibold text-brand-700">{s.label}</span>
              <span id={`service-${s.code}-blurb`} className="text-sm text-ink-700">
                {s.blurb}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== undefined && serviceRequestId === null}
        onClose={close}
        title={current?.label ?? ''}
        size="lg"
        dismissible={!busy}
        closeOnOutsideClick={false}
      >
        {current && (
          <Suspense fallback={<Spinner className="mx-auto text-brand-600" label="Loading" />}>
            <ServicePanel
              code={current.code}
              policyNo={policyNo}
              busy={busy}
              onBusyChange={setBusy}
              onSubmitted={setServiceRequestId}
              onClose={close}
            />
          </Suspense>
        )}
      </Modal>
      <RequestSubmitted serviceRequestId={serviceRequestId} onClose={close} />
    </>
  );
}
