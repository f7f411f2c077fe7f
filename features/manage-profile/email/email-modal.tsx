'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { EMAIL_MAX, EMAIL_TYPES } from '@portal/contracts/contact';
import { contactOtpChannel } from '@/components/otp/contact-otp-channel';
import { OtpForm } from '@/components/otp/otp-form';
import { PROFILE_MODAL_TITLES, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { Button } from '@/components/ui/button';
import { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { actionErrorMessage } from '@/lib/client/action-error';
import { useMessageText } from '@/lib/i18n/message-text';
import { useContactDetails } from '../contact-otp/use-contact-details';
import { updateEmailAction } from './actions';
import { EMAIL_MESSAGES, emailFormSchema, type EmailFormInput, type EmailFormValues } from './email-rules';

const emailField = {
  type: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  maxLength: EMAIL_MAX,
} as const;

/** The OTP to the registered mobile, then the form with that OTP's token; or why the change cannot go on. */
type Step = { kind: 'otp' } | { kind: 'form'; token: string } | { kind: 'refused'; message: string };

/**
 * 'Update Email Id' (SPEC §2 "Contact Detail", §4 "Email", §5): an OTP to the registered mobile
 * first, then 'Edit Email Address', then the request's confirmation. A duplicate request is
 * refused when the OTP is asked for, before the customer types anything. Messages appear as a
 * field is left and follow the typing from then on; Submit stays disabled until every rule the
 * browser can judge holds (see email-rules.ts for the one it cannot).
 */
export function EmailModal({ open, onClose }: ProfileModalProps) {
  const contact = useContactDetails();
  const t = useTranslations('profileModals');
  const tOtp = useTranslations('otp');
  const tType = useTranslations('options.emailType');
  const tUi = useTranslations('ui');
  const text = useMessageText();
  // The core's refusal of the current address arrives worded in the page's language.
  const sameAsOld = text(EMAIL_MESSAGES.sameAsOld);
  const [step, setStep] = useState<Step>({ kind: 'otp' });
  // While the OTP is checked, closing would orphan the call.
  const [otpBusy, setOtpBusy] = useState(false);
  const form = useForm<EmailFormInput, unknown, EmailFormValues>({
    resolver: zodResolver(emailFormSchema),
    mode: 'onTouched',
    defaultValues: { emailType: 'Primary', newEmail: '', confirmEmail: '' },
  });
  const update = useAction(updateEmailAction, {
    onError: ({ error }) => {
      // The one rule only the core can judge reads as the field's own message.
      if (error.serverError === sameAsOld) {
        form.setError('newEmail', { message: EMAIL_MESSAGES.sameAsOld }, { shouldFocus: true });
      }
    },
  });
  const { register, trigger, getFieldState, formState } = form;
  const { errors, isValid } = formState;
  const emailType = useWatch({ control: form.control, name: 'emailType' });
  const refusal = update.hasErrored ? actionErrorMessage(update.result) : null;
  const serviceRequestId = update.result.data?.serviceRequestId ?? null;

  // Lowercased as typed (SPEC §5), so what the customer sees is what is sent. A rule that reads
  // another field re-judges that field once the customer has been there.
  const lowercased = (name: 'newEmail' | 'confirmEmail', dependent?: FieldPath<EmailFormInput>) => {
    const field = register(name);
    return {
      ...field,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        const lower = event.target.value.toLowerCase();
        if (lower !== event.target.value) event.target.value = lower;
        await field.onChange(event);
        if (dependent && getFieldState(dependent).isTouched) void trigger(dependent);
      },
    };
  };

  const body = () => {
    if (step.kind === 'refused') return <FlowRefusal message={step.message} onClose={onClose} />;
    if (step.kind === 'otp') {
      return (
        <>
          <StepHeading>{tOtp('title')}</StepHeading>
          <OtpForm
            channel={contactOtpChannel('EMAIL_UPDATE')}
            onVerified={(token) => setStep({ kind: 'form', token })}
            onFailure={(message) => setStep({ kind: 'refused', message })}
            onBusyChange={setOtpBusy}
          />
        </>
      );
    }
    if (contact.status === 'failed') return <FlowRefusal message={contact.message} onClose={onClose} />;
    if (contact.status === 'loading') {
      return (
        <p role="status" className="flex items-center gap-3 text-ink-700">
          <Spinner size="sm" className="text-brand-600" />
          {t('email.loading')}
        </p>
      );
    }
    const old = emailType === 'Primary' ? contact.details.email : contact.details.alternateEmail;
    const { token } = step;
    return (
      <form
        onSubmit={form.handleSubmit((values) => update.execute({ ...values, srRequestToken: token }))}
        noValidate
        className="grid gap-4"
      >
        <StepHeading>{t('email.heading')}</StepHeading>
        <RadioGroup
          legend={t('email.type')}
          name="emailType"
          options={EMAIL_TYPES.map((value) => ({ value, label: tType(value) }))}
          orientation="horizontal"
          inputProps={register('emailType')}
        />
        <TextInput label={t('email.current')} value={old ?? ''} readOnly hint={old ? undefined : t('email.noneOfType')} />
        <TextInput
          label={t('email.new')}
          {...emailField}
          autoComplete="email"
          required
          autoFocus
          error={errors.newEmail?.message}
          {...lowercased('newEmail', 'confirmEmail')}
        />
        <TextInput
          label={t('email.confirm')}
          {...emailField}
          autoComplete="off"
          required
          error={errors.confirmEmail?.message}
          {...lowercased('confirmEmail')}
        />
        {refusal && refusal !== sameAsOld && <InfoBanner tone="error">{refusal}</InfoBanner>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {tUi('cancel')}
          </Button>
          <Button type="submit" disabled={!isValid} loading={update.isPending}>
            {t('common.submit')}
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
        title={PROFILE_MODAL_TITLES.email}
        dismissible={!otpBusy}
        closeOnOutsideClick={false}
      >
        {body()}
      </Modal>
      <RequestSubmitted serviceRequestId={open ? serviceRequestId : null} onClose={onClose} request={t('requests.email')} />
    </>
  );
}
