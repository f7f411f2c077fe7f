'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_TYPES } from '@portal/contracts/bank-account';
import { contactOtpChannel } from '@/components/otp/contact-otp-channel';
import { OtpForm } from '@/components/otp/otp-form';
import { PROFILE_MODAL_TITLES, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { Button } from '@/components/ui/button';
import { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { TextInput } from '@/components/ui/text-input';
import { actionErrorMessage } from '@/lib/client/action-error';
import type { VerifiedAccount } from '@/lib/server/data/bank-account';
import { lookUpPayoutIfscAction, updateBankAccountAction, verifyBankAccountAction } from './actions';
import { isIfscShaped } from '@/lib/ifsc';
import { bankFormSchema, type BankFormInput, type BankFormValues } from './bank-account-rules';
import { VerifiedAccountDetails } from './verified-account';

type Step =
  | { kind: 'form' }
  | { kind: 'verified'; account: VerifiedAccount }
  | { kind: 'otp'; account: VerifiedAccount }
  | { kind: 'refused'; message: string };

const numberField = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false, maxLength: 22 } as const;

/**
 * 'Update Bank Account' (issue 27 §4): the account, verified by a penny drop (the bank's holder
 * name must be the policyholder's), confirmed, then the OTP to the registered mobile, then the
 * request the back office approves. An open request refuses before this opens (modal-kinds.ts).
 */
export function BankAccountModal({ open, onClose }: ProfileModalProps) {
  const t = useTranslations('bankAccount');
  const tOtp = useTranslations('otp');
  const tUi = useTranslations('ui');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [otpBusy, setOtpBusy] = useState(false);
  const form = useForm<BankFormInput, unknown, BankFormValues>({
    resolver: zodResolver(bankFormSchema),
    mode: 'onTouched',
    defaultValues: { accountNumber: '', confirmAccountNumber: '', ifsc: '', accountType: 'SAVINGS' },
  });
  const verify = useAction(verifyBankAccountAction, {
    onSuccess: ({ data }) => setStep({ kind: 'verified', account: data }),
  });
  const update = useAction(updateBankAccountAction, {
    onError: ({ error }) => setStep({ kind: 'refused', message: actionErrorMessage({ serverError: error.serverError }) }),
  });
  // The bank and branch as the IFSC is typed; the hook keeps only the latest code's answer.
  const lookup = useAction(lookUpPayoutIfscAction);
  const { register, formState } = form;
  const { errors } = formState;
  const ifscField = register('ifsc');
  const found = lookup.result.data;
  const refusal = verify.hasErrored ? actionErrorMessage(verify.result) : null;
  const serviceRequestId = update.result.data?.serviceRequestId ?? null;

  const body = () => {
    if (step.kind === 'refused') return <FlowRefusal message={step.message} onClose={onClose} />;
    if (step.kind === 'otp') {
      const { reference } = step.account;
      return (
        <>
          <StepHeading>{tOtp('title')}</StepHeading>
          <OtpForm
            channel={contactOtpChannel('BANK_ACCOUNT_UPDATE')}
            onVerified={(srRequestToken) => update.execute({ reference, srRequestToken })}
            onFailure={(message) => setStep({ kind: 'refused', message })}
            onBusyChange={setOtpBusy}
          />
        </>
      );
    }
    if (step.kind === 'verified') {
      return (
        <div className="grid gap-4">
          <StepHeading>{t('verifiedHeading')}</StepHeading>
          <InfoBanner tone="success">{t('verified')}</InfoBanner>
          <VerifiedAccountDetails account={step.account} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setStep({ kind: 'form' })}>
              {t('change')}
            </Button>
            <Button onClick={() => setStep({ kind: 'otp', account: step.account })}>{t('confirm')}</Button>
          </div>
        </div>
      );
    }
    return (
      <form onSubmit={form.handleSubmit((values) => verify.execute(values))} noValidate className="grid gap-4">
        <StepHeading>{t('heading')}</StepHeading>
        <p className="text-sm text-ink-700">{t('lead')}</p>
        <TextInput
          label={t('accountNumber')}
          {...numberField}
          type="password"
          required
          autoFocus
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        <TextInput
          label={t('confirmAccountNumber')}
          {...numberField}
          required
          error={errors.confirmAccountNumber?.message}
          {...register('confirmAccountNumber')}
        />
        <TextInput
          label={t('ifsc')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
          required
          hint={t('ifscHint')}
          error={errors.ifsc?.message ?? (lookup.hasErrored ? actionErrorMessage(lookup.result) : undefined)}
          {...ifscField}
          onChange={(event) => {
            void ifscField.onChange(event);
            if (isIfscShaped(event.target.value)) lookup.execute({ ifsc: event.target.value });
            else lookup.reset();
          }}
        />
        <p aria-live="polite" className="-mt-2 text-sm text-ink-700 empty:hidden">
          {lookup.isPending
            ? t('lookingUp')
            : found
              ? t('branchFound', { bank: found.bankName, branch: found.branchName })
              : null}
        </p>
        <RadioGroup
          legend={t('accountType')}
          name="accountType"
          options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          orientation="horizontal"
          inputProps={register('accountType')}
        />
        {refusal && <InfoBanner tone="error">{refusal}</InfoBanner>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={verify.isPending}>
            {tUi('cancel')}
          </Button>
          <Button type="submit" loading={verify.isPending}>
            {t('verify')}
          </Button>
        </div>
      </form>
    );
  };

  return (
    <>
      <Modal
        open={open && serviceRequestId === null}
        onClose={onClose}
        title={PROFILE_MODAL_TITLES.bankAccount}
        dismissible={!otpBusy && !update.isPending}
        closeOnOutsideClick={false}
      >
        {body()}
      </Modal>
      <RequestSubmitted serviceRequestId={open ? serviceRequestId : null} onClose={onClose} request={t('request')} />
    </>
  );
}
