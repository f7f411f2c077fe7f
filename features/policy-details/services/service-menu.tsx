'use client';

import { useAction, type HookSuccessResult, type SingleInputActionFn } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ServiceCode } from '@portal/contracts/policy-services';
import { RefusalGate } from '@/components/requests/refusal-gate';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { cx, focusRing } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { loadFrequenciesAction, loadLoanAction, loadReinstatementAction, loadSurrenderAction } from './actions';
import { FlowRefusal, type PanelProps } from './panel-parts';
import type { policyServiceSchema } from './service-schemas';

// Each service's forms and OTP step load when its dialog first opens, not with the page.
const LoanPanel = lazy(() => import('./loan-panel').then((m) => ({ default: m.LoanPanel })));
const SurrenderPanel = lazy(() => import('./surrender-panel').then((m) => ({ default: m.SurrenderPanel })));
const ReinstatementPanel = lazy(() => import('./reinstatement-panel').then((m) => ({ default: m.ReinstatementPanel })));
const FrequencyPanel = lazy(() => import('./frequency-panel').then((m) => ({ default: m.FrequencyPanel })));

interface ServiceMenuProps {
  policyNo: string;
  /**
   * Worded by the server: the service's name, its line, and the name of the request it raises;
   * `href` for a service with a page of its own (loan repayment), which is a link, not a dialog.
   */
  services: ReadonlyArray<{ code: ServiceCode; label: string; blurb: string; request: string; href: string | null }>;
  /** opened by the address (?service=LOAN), e.g. from the New Service Request shortcuts */
  initiallyOpen: ServiceCode | null;
}

const entryClass = cx(
  'flex h-full min-h-11 w-full flex-col items-start gap-1 rounded-lg border border-brand-100 p-4 text-left hover:border-brand-600 hover:bg-brand-50',
  focusRing,
);

function EntryText({ code, label, blurb }: { code: ServiceCode; label: string; blurb: string }) {
  return (
    <>
      <span className="font-semibold text-brand-700">{label}</span>
      <span id={`service-${code}-blurb`} className="text-sm text-ink-700">
        {blurb}
      </span>
    </>
  );
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
            {s.href ? (
              <Link href={s.href} aria-describedby={`service-${s.code}-blurb`} className={entryClass}>
                <EntryText code={s.code} label={s.label} blurb={s.blurb} />
              </Link>
            ) : (
              <button
                type="button"
                aria-haspopup="dialog"
                aria-describedby={`service-${s.code}-blurb`}
                onClick={() => setOpen(s.code)}
                className={entryClass}
              >
                <EntryText code={s.code} label={s.label} blurb={s.blurb} />
              </button>
            )}
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
          <ServicePanel
            code={current.code}
            policyNo={policyNo}
            busy={busy}
            onBusyChange={setBusy}
            onSubmitted={setServiceRequestId}
            onClose={close}
          />
        )}
      </Modal>
      <RequestSubmitted serviceRequestId={serviceRequestId} onClose={close} request={current?.request ?? ''} />
    </>
  );
}

/** One service's content inside its dialog; mounted only while the dialog is open, so each opening starts afresh. */
function ServicePanel({ code, ...props }: PanelProps & { code: ServiceCode }) {
  switch (code) {
    case 'LOAN':
      // An open loan request refuses a new one: said before the amount is asked for.
      return (
        <RefusalGate policyNo={props.policyNo} kinds={['LOAN']} onClose={props.onClose}>
          <Figures load={loadLoanAction} {...props} render={(loan) => <LoanPanel loan={loan} {...props} />} />
        </RefusalGate>
      );
    case 'SURRENDER_VALUE':
      return <Figures load={loadSurrenderAction} {...props} render={(s) => <SurrenderPanel surrender={s} />} />;
    case 'REINSTATEMENT':
      return <Figures load={loadReinstatementAction} {...props} render={(r) => <ReinstatementPanel revival={r} {...props} />} />;
    case 'LOAN_REPAYMENT':
      // A page of its own, reached by its link: never a dialog.
      return null;
    case 'CHANGE_FREQUENCY':
      return (
        <RefusalGate policyNo={props.policyNo} kinds={['CHANGE_FREQUENCY']} onClose={props.onClose}>
          <Figures load={loadFrequenciesAction} {...props} render={(f) => <FrequencyPanel billing={f} {...props} />} />
        </RefusalGate>
      );
  }
}

interface FiguresProps<ShapedErrors, Data> extends PanelProps {
  load: SingleInputActionFn<string, typeof policyServiceSchema, ShapedErrors, Data>;
  render: (figures: NonNullable<HookSuccessResult<Data>['data']>) => ReactNode;
}

/**
 * Reads the service's figures from the core as the dialog opens: they are as on today, never
 * cached. While they (or the panel's code) load, a spinner; if they cannot be read, the core's
 * reason and OK.
 */
function Figures<ShapedErrors, Data>({ load, policyNo, onClose, render }: FiguresProps<ShapedErrors, Data>) {
  const figures = useAction(load);
  const { execute } = figures;
  useEffect(() => execute({ policyNo }), [execute, policyNo]);
  const data = figures.hasSucceeded ? figures.result.data : null;
  if (data !== null && data !== undefined) return <Suspense fallback={<Loading />}>{render(data)}</Suspense>;
  if (figures.hasErrored) return <FlowRefusal message={actionErrorMessage(figures.result)} onClose={onClose} />;
  return <Loading />;
}

function Loading() {
  const t = useTranslations('policyDetails.services');
  return <Spinner className="mx-auto text-brand-600" label={t('loading')} />;
}
