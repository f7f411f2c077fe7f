'use client';

import { useHookFormAction } from '@next-safe-action/adapter-react-hook-form/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useEffect } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { PROFILE_MODAL_TITLES, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { ProfileModalLink } from '@/components/shell/profile-modals/profile-modal-trigger';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { Spinner } from '@/components/ui/spinner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import { useMessageText } from '@/lib/i18n/message-text';
import { goGreenStatusAction, registerGoGreenAction } from './actions';
import { GO_GREEN_CHOICES, GO_GREEN_MESSAGES, goGreenSchema } from './go-green-schema';

const FORM_ID = 'go-green-form';

type View = 'checking' | 'form' | 'already' | 'noEmail';

/**
 * Go Green (SPEC §2): 'Register for E-statements', Yes or No. Blocked when already opted in or
 * asked for (SPEC §6), and without an email on record the §8 alert sends the customer to add one.
 */
export function GoGreenModal({ open, onClose }: ProfileModalProps) {
  const status = useAction(goGreenStatusAction, {
    onError: ({ error }) => {
      notify('error', actionErrorMessage(error));
      onClose();
    },
  });
  const { form, action, handleSubmitWithAction } = useHookFormAction(registerGoGreenAction, zodResolver(goGreenSchema));
  const t = useTranslations('profileModals');
  const tOpt = useTranslations('options.yesNo');
  const tUi = useTranslations('ui');
  const text = useMessageText();
  // A refusal the modal can show as its own state rather than a passing toast: the core's words
  // arrive in the page's language, so they are matched as worded.
  const viewOf = (message: string): View | null =>
    message === text(GO_GREEN_MESSAGES.already) ? 'already' : message === text(GO_GREEN_MESSAGES.noEmail) ? 'noEmail' : null;
  useLoadingWhile(action.isPending);

  // Read fresh on each opening: the core decides again on submit all the same.
  const { execute: checkStatus } = status;
  useEffect(() => {
    if (open) checkStatus({});
  }, [open, checkStatus]);

  // The core's own words (SPEC §8) become the modal's state, with its 'Click here' link: a toast
  // would be gone in 5 s, and the link with it.
  const refusal = action.hasErrored ? actionErrorMessage(action.result) : null;
  const blocked = refusal === null ? null : viewOf(refusal);
  const known = status.result.data;
  const view: View = blocked ?? (!known ? 'checking' : known.optedIn ? 'already' : known.hasEmail ? 'form' : 'noEmail');
  const serviceRequestId = action.result.data?.serviceRequestId ?? null;

  const footer =
    view === 'form' ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          {tUi('cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} loading={action.isPending}>
          {t('common.submit')}
        </Button>
      </>
    ) : view === 'checking' ? undefined : (
      <Button onClick={onClose}>{tUi('ok')}</Button>
    );

  return (
    <>
      <Modal
        open={open && serviceRequestId === null}
        onClose={onClose}
        title={PROFILE_MODAL_TITLES.goGreen}
        size="sm"
        footer={footer}
      >
        {view === 'checking' && (
          <div className="flex justify-center py-6">
            <Spinner size="lg" label={t('goGreen.checking')} className="text-brand-600" />
          </div>
        )}
        {view === 'form' && (
          <form id={FORM_ID} noValidate onSubmit={handleSubmitWithAction} className="flex flex-col gap-3">
            <p className="text-sm text-ink-700">{t('goGreen.intro')}</p>
            <RadioGroup
              legend={t('goGreen.register')}
              name="register"
              options={GO_GREEN_CHOICES.map((value) => ({ value, label: tOpt(value) }))}
              orientation="horizontal"
              required
              inputProps={form.register('register')}
              error={form.formState.errors.register?.message}
            />
          </form>
        )}
        {view === 'form' && refusal && (
          <InfoBanner tone="error" className="mt-4">
            {refusal}
          </InfoBanner>
        )}
        {view === 'already' && <InfoBanner tone="info">{t('goGreen.errors.already')}</InfoBanner>}
        {view === 'noEmail' && (
          <InfoBanner tone="warning">
            {t('goGreen.errors.noEmail')}{' '}
            <ProfileModalLink modal="email" className="font-semibold text-brand-700 underline underline-offset-2">
              {t.rich('goGreen.clickHere', { sr: (chunks) => <span className="sr-only">{chunks}</span> })}
            </ProfileModalLink>
          </InfoBanner>
        )}
      </Modal>
      <RequestSubmitted serviceRequestId={serviceRequestId} onClose={onClose} request={t('requests.goGreen')} />
    </>
  );
}
