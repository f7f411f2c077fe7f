'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useState, type FormEvent } from 'react';
import type { UpiFrequency } from '@portal/contracts/upi';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dropdown } from '@/components/ui/dropdown';
import { TextInput } from '@/components/ui/text-input';
import type { EnachPolicyOption } from '@/features/enach-registration/enach-form';
import { ENACH_MESSAGES, policyError } from '@/features/enach-registration/enach-rules';
import { actionErrorMessage } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import { useMessageText } from '@/lib/i18n/message-text';
import type { Language } from '@portal/contracts/language';
import { startUpiMandateAction, verifyUpiIdAction } from './actions';
import { UpiTermsFields } from './upi-terms-fields';
import { isVpa, parseAmount, UPI_MESSAGES } from './upi-rules';

const POLICY_ID = 'upi-policy';
const VPA_ID = 'upi-vpa';

/**
 * UPI AutoPay (issue 27 §3): policy, UPI ID checked at the core (its holder's name shown for the
 * customer to confirm), then the mandate's maximum, validity and frequency, and off to the UPI app.
 */
interface UpiFormProps {
  policies: EnachPolicyOption[];
  initialPolicyNo: string;
  /** UPI IDs the customer has approved a mandate from before, newest first */
  savedUpiIds: readonly string[];
}

export function UpiForm({ policies, initialPolicyNo, savedUpiIds }: UpiFormProps) {
  const t = useTranslations('upiAutopay');
  const enachT = useTranslations('enach');
  const text = useMessageText();
  const language = useLocale() as Language;
  const [policyNo, setPolicyNo] = useState(initialPolicyNo);
  const [vpa, setVpa] = useState('');
  const [vpaError, setVpaError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [frequency, setFrequency] = useState<UpiFrequency | ''>('');
  const [attempted, setAttempted] = useState(false);

  const verify = useAction(verifyUpiIdAction, {
    onSuccess: ({ data }) => {
      setAmount(data.minAmount.toFixed(2));
      setFrequency(data.frequencies[0] ?? '');
    },
    onError: ({ error }) => setVpaError(actionErrorMessage(error)),
  });
  const start = useAction(startUpiMandateAction, {
    // Stays busy on success: the browser is on its way to the UPI app.
    onSuccess: ({ data }) => window.location.assign(data.approveUrl),
    onError: ({ error }) => {
      const message = actionErrorMessage(error);
      setAmountError(message);
      notify('error', text(message));
    },
  });
  useLoadingWhile(verify.isPending || start.isPending);
  const terms = verify.result.data ?? null;
  const busy = start.isPending || start.hasSucceeded;

  const chosen = policies.find((p) => p.policyNo === policyNo);
  const policyMsg = chosen ? policyError(chosen) : attempted ? ENACH_MESSAGES.noPolicy : null;

  function restart() {
    verify.reset();
    setConfirmed(false);
    setVpaError(null);
    setAmountError(null);
    setAttempted(false);
  }

  function onVerify() {
    if (!chosen || policyError(chosen)) return setAttempted(true);
    if (!isVpa(vpa)) return setVpaError(UPI_MESSAGES.vpaFormat);
    setVpaError(null);
    verify.execute({ policyNo, vpa });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!chosen || policyError(chosen)) return document.getElementById(POLICY_ID)?.focus();
    if (!terms) {
      setVpaError(isVpa(vpa) ? UPI_MESSAGES.verifyFirst : UPI_MESSAGES.vpaFormat);
      return document.getElementById(VPA_ID)?.focus();
    }
    const max = parseAmount(amount);
    setAmountError(max === null ? UPI_MESSAGES.amount : null);
    if (!confirmed || max === null || !frequency) return;
    if (!busy) start.execute({ policyNo, vpa: terms.vpa, maxAmount: max, frequency, holderConfirmed: true });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="max-w-2xl text-ink-700">{t('intro')}</p>
      <Dropdown
        id={POLICY_ID}
        label={enachT('selectPolicy')}
        placeholder={enachT('selectPolicyNumber')}
        options={policies.map((p) => ({ value: p.policyNo, label: p.label }))}
        value={policyNo}
        onChange={(next) => {
          setPolicyNo(next);
          restart();
        }}
        error={policyMsg ?? undefined}
        required
        className="max-w-md"
      />
      <div className="flex max-w-md flex-col gap-3">
        <TextInput
          id={VPA_ID}
          label={t('upiId')}
          hint={t('upiIdHint')}
          value={vpa}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => {
            setVpa(e.target.value);
            if (terms) restart();
          }}
          error={vpaError ?? undefined}
          required
        />
        {savedUpiIds.length > 0 && (
          <div role="group" aria-labelledby="upi-saved-label" className="flex flex-wrap items-center gap-2">
            <span id="upi-saved-label" className="text-sm text-ink-700">
              {t('savedIds')}
            </span>
            {savedUpiIds.map((id) => (
              <Button
                key={id}
                type="button"
                variant="secondary"
                size="sm"
                aria-pressed={vpa === id}
                onClick={() => {
                  setVpa(id);
                  restart();
                }}
              >
                {id}
              </Button>
            ))}
          </div>
        )}
        <Button type="button" variant="secondary" onClick={onVerify} loading={verify.isPending} className="self-start">
          {t('verify')}
        </Button>
      </div>
      {terms && (
        <UpiTermsFields
          terms={terms}
          language={language}
          confirmed={confirmed}
          onConfirmed={setConfirmed}
          amount={amount}
          onAmount={(next) => {
            setAmount(next);
            setAmountError(null);
          }}
          amountError={amountError}
          frequency={frequency}
          onFrequency={setFrequency}
          attempted={attempted}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/" variant="secondary">
          {t('cancel')}
        </ButtonLink>
        <Button type="submit" loading={busy}>
          {t('approve')}
        </Button>
      </div>
    </form>
  );
}
