'use client';

import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
import { useAction } from 'next-safe-action/hooks';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLoading, useLoadingWhile } from '@/components/shell/loading-provider';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dropdown } from '@/components/ui/dropdown';
import { actionErrorMessage } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import type { Policy } from '@/lib/types';
import { startEnachAction } from './actions';
import { openMandate, SDK_ERROR } from './billdesk-sdk';
import { DISCLAIMER_ID, EnachConsents, TERMS_ID } from './enach-consents';
import { EnachInfoNote } from './enach-info-note';
import { buttonLabel, ENACH_MESSAGES, policyError } from './enach-rules';

export type EnachPolicyOption = Pick<Policy, 'policyNo' | 'statusCode' | 'premiumStatus' | 'paymentType'> & {
  label: string;
  /** the policy's payment frequency in the page's language, for the note */
  frequency: string;
};

interface EnachFormProps {
  /** already filtered and ordered for auto-pay on the server */
  policies: EnachPolicyOption[];
  /** each policy's card, rendered on the server */
  cards: Record<string, ReactNode>;
  initialPolicyNo: string;
  sdkUrl: string;
  /** this request's CSP nonce, for the provider's script */
  nonce: string;
}

const POLICY_ID = 'enach-policy';

export function EnachForm({ policies, cards, initialPolicyNo, sdkUrl, nonce }: EnachFormProps) {
  const { track } = useLoading();
  const t = useTranslations('enach');
  const text = useMessageText();
  const [policyNo, setPolicyNo] = useState(initialPolicyNo);
  const [terms, setTerms] = useState(false);
  const [disclaimer, setDisclaimer] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const start = useAction(startEnachAction, {
    onSuccess: ({ data }) => {
      // Stays busy on success (hasSucceeded): the SDK is taking the page to the bank step.
      track(openMandate(sdkUrl, nonce, data, () => stop(SDK_ERROR))).catch((e: unknown) => {
        console.error('e-NACH SDK:', e);
        stop(SDK_ERROR);
      });
    },
    onError: ({ error }) => notify('error', text(actionErrorMessage(error))),
  });
  useLoadingWhile(start.isPending);
  const busy = start.isPending || start.hasSucceeded;

  // Back from the provider's page may restore this page from the back/forward cache as it was left: busy.
  const { reset } = start;
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && reset();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  const chosen = policies.find((p) => p.policyNo === policyNo);
  // An ineligible choice is flagged at once; an empty one only after Proceed.
  const policyMsg = chosen ? policyError(chosen) : attempted ? ENACH_MESSAGES.noPolicy : null;
  const consentMsg = attempted && !(terms && disclaimer) ? ENACH_MESSAGES.consent : null;

  function stop(message: string) {
    notify('error', text(message));
    reset();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const firstInvalid = !chosen || policyError(chosen) ? POLICY_ID : !terms ? TERMS_ID : !disclaimer ? DISCLAIMER_ID : null;
    if (firstInvalid) return document.getElementById(firstInvalid)?.focus();
    if (!busy) start.execute({ policyNo, termsAccepted: true, disclaimerAccepted: true });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Dropdown
        id={POLICY_ID}
        label={t('selectPolicy')}
        placeholder={t('selectPolicyNumber')}
        options={policies.map((p) => ({ value: p.policyNo, label: p.label }))}
        value={policyNo}
        onChange={(next) => {
          setPolicyNo(next);
          // A new policy is a new start: what Proceed found missing for the last one is not said again until it is pressed.
          setAttempted(false);
        }}
        error={policyMsg ?? undefined}
        required
        className="max-w-md"
      />
      {/* The dropdown's own error is only read on focus; this announces an ineligible choice as it is made. */}
      <p aria-live="polite" className="sr-only">
        {chosen && policyMsg ? text(policyMsg) : null}
      </p>
      {chosen && !policyMsg && <div className="max-w-md">{cards[chosen.policyNo]}</div>}
      <EnachInfoNote frequency={chosen?.frequency} />
      <EnachConsents terms={terms} disclaimer={disclaimer} onTerms={setTerms} onDisclaimer={setDisclaimer} error={consentMsg} />
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/" variant="secondary">
          {t('buttons.cancel')}
        </ButtonLink>
        <Button type="submit" loading={busy}>
          {t(`buttons.${buttonLabel(chosen)}`)}
        </Button>
      </div>
    </form>
  );
}
