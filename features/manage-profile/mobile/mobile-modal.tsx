'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { contactOtpChannel } from '@/components/otp/contact-otp-channel';
import { OtpForm } from '@/components/otp/otp-form';
import { PROFILE_MODAL_TITLES, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { Button } from '@/components/ui/button';
import { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { TextInput } from '@/components/ui/text-input';
import { actionErrorMessage } from '@/lib/client/action-error';
import { useMessageText } from '@/lib/i18n/message-text';
import { useContactDetails } from '../contact-otp/use-contact-details';
import { updateMobileAction } from './actions';
import { NUMBER_ANSWERS, newMobileSchema, type NewMobileInput } from './mobile-rules';
import { newMobileOtpChannel } from './new-mobile-otp-channel';

type Step =
  | { kind: 'registered' }
  /** `answer`: the core's word on the number typed (the current one, another customer's), until it is edited */
  | { kind: 'number'; firstToken: string; answer: string | null }
  | { kind: 'new'; firstToken: string; mobileNo: string }
  | { kind: 'refused'; message: string };

/**
 * 'Update Mobile Number': an OTP to the registered mobile proves the customer, the new number
 * follows, then an OTP sent to that number proves it is theirs, and the request is raised. The
 * number stays in the form when the customer comes back to change it.
 */
export function MobileModal({ open, onClose }: ProfileModalProps) {
  const contact = useContactDetails();
  const t = useTranslations('profileModals');
  const tOtp = useTranslations('otp');
  const tUi = useTranslations('ui');
  const text = useMessageText();
  const aboutTheNumber = (message: string) => NUMBER_ANSWERS.some((key) => text(key) === message);
  const [step, setStep] = useState<Step>({ kind: 'registered' });
  // While an OTP is checked or the request raised, closing would orphan the call.
  const [busy, setBusy] = useState(false);
  const form = useForm<NewMobileInput>({
    resolver: zodResolver(newMobileSchema),
    mode: 'onTouched',
    defaultValues: { mobileNo: '' },
  });
  const update = useAction(updateMobileAction, {
    onError: ({ error }) => setStep({ kind: 'refused', message: actionErrorMessage(error) }),
  });
  const serviceRequestId = update.result.data?.serviceRequestId ?? null;
  const refuse = (message: string) => setStep({ kind: 'refused', message });

  const body = () => {
    if (step.kind === 'refused') return <FlowRefusal message={step.message} onClose={onClose} />;
    if (step.kind === 'registered') {
      return (
        <>
          <StepHeading>{tOtp('title')}</StepHeading>
          <OtpForm
            channel={contactOtpChannel('MOBILE_UPDATE')}
            onVerified={(firstToken) => setStep({ kind: 'number', firstToken, answer: null })}
            onFailure={refuse}
            onBusyChange={setBusy}
          />
        </>
      );
    }
    if (step.kind === 'number') {
      const { errors, isValid } = form.formState;
      const field = form.register('mobileNo');
      // Digits only: anything else typed simply does not appear.
      const onChange = (event: ChangeEvent<HTMLInputElement>) => {
        const digits = event.target.value.replace(/\D/g, '');
        if (digits !== event.target.value) event.target.value = digits;
        if (step.answer) setStep({ ...step, answer: null });
        return field.onChange(event);
      };
      const next = form.handleSubmit(({ mobileNo }) => setStep({ kind: 'new', firstToken: step.firstToken, mobileNo }));
      return (
        <form onSubmit={next} noValidate className="grid gap-4">
          <StepHeading>{t('mobile.newHeading')}</StepHeading>
          <TextInput label={t('mobile.current')} value={contact.status === 'ready' ? contact.details.mobile : ''} readOnly />
          <TextInput
            label={t('mobile.new')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            required
            autoFocus
            hint={t('mobile.hint')}
            error={errors.mobileNo?.message ?? step.answer ?? undefined}
            {...field}
            onChange={onChange}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {tUi('cancel')}
            </Button>
            <Button type="submit" disabled={!isValid}>
              {t('mobile.sendOtp')}
            </Button>
          </div>
        </form>
      );
    }

    const { firstToken, mobileNo } = step;
    const changeNumber = (answer: string | null) => setStep({ kind: 'number', firstToken, answer });
    return (
      <>
        <StepHeading>{t('mobile.verifyHeading')}</StepHeading>
        <OtpForm
          // A new number is a new exchange: its OTP form starts afresh.
          key={mobileNo}
          channel={newMobileOtpChannel(mobileNo, firstToken)}
          recipient={t('mobile.recipient')}
          // Awaited so the OTP form stays busy until the request is raised; the hook's own state
          // (and onError above) carries the outcome, a redirect to login included.
          onVerified={(secondToken) =>
            update.executeAsync({ mobileNo, srRequestToken: secondToken }).then(
              () => undefined,
              () => undefined,
            )
          }
          // An answer about the number goes back to it; anything else ends the change.
          onFailure={(message) => (aboutTheNumber(message) ? changeNumber(message) : refuse(message))}
          onBusyChange={setBusy}
        />
        <Button variant="ghost" size="sm" className="mt-3" disabled={busy} onClick={() => changeNumber(null)}>
          {t('mobile.change')}
        </Button>
      </>
    );
  };

  return (
    <>
      <Modal
        open={open && serviceRequestId === null}
        onClose={onClose}
        title={PROFILE_MODAL_TITLES.mobile}
        dismissible={!busy}
        closeOnOutsideClick={false}
      >
        {body()}
      </Modal>
      <RequestSubmitted serviceRequestId={open ? serviceRequestId : null} onClose={onClose} request={t('requests.mobile')} />
    </>
  );
}
