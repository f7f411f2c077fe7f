'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { PROFILE_MODAL_TITLES, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { TextInput } from '@/components/ui/text-input';
import { needsPanProof, PAN_LENGTH } from './pan-rules';
import { usePanFlow } from './use-pan-flow';

const FORM_ID = 'pan-form';

/**
 * 'Edit Pan Card' (SPEC §2 "Profile modals", §5 "PAN"): the PAN with its Verify button, what the
 * issuer said, the proof when it is needed and the privacy consent; the name-mismatch dialog over
 * it; then the confirmation.
 */
export function PanModal({ open, onClose }: ProfileModalProps) {
  const flow = usePanFlow();
  const t = useTranslations('profileModals');
  const tUi = useTranslations('ui');
  const { form, panCheck } = flow;
  const { errors } = form.formState;
  const done = flow.serviceRequestId !== null;

  return (
    <>
      <Modal
        open={open && !done}
        onClose={onClose}
        title={PROFILE_MODAL_TITLES.pan}
        closeOnOutsideClick={false}
        dismissible={!flow.busy}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={flow.busy}>
              {tUi('cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} loading={flow.submitting} disabled={flow.busy || flow.uploading}>
              {t('common.submit')}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={flow.submit} className="grid gap-5">
          <div className="flex items-start gap-3">
            <TextInput
              {...form.register('panNumber')}
              onChange={(event) => {
                event.target.value = flow.type(event.target.value);
              }}
              label={t('pan.number')}
              required
              wrapperClassName="min-w-0 flex-1"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={PAN_LENGTH}
              placeholder="ABCDE1234F" // i18n-ignore -- the shape of a PAN, the same in every language
              error={flow.panError ?? undefined}
            />
            {/* Level with the input: the label above it is one line tall. */}
            <Button
              variant="secondary"
              className="mt-6"
              onClick={() => void flow.verify()}
              loading={flow.verifying}
              disabled={flow.busy}
            >
              {t('pan.verify')}
            </Button>
          </div>
          {panCheck === 'verified' && <InfoBanner tone="success">{t('pan.results.verified')}</InfoBanner>}
          {panCheck === 'mismatch' && <InfoBanner tone="warning">{t('pan.results.mismatch')}</InfoBanner>}
          {panCheck === 'unverified' && <InfoBanner tone="warning">{t('pan.results.unverified')}</InfoBanner>}
          {needsPanProof(panCheck) && (
            <Controller
              name="proof"
              control={form.control}
              render={({ field, fieldState }) => (
                <FileUploader
                  {...field}
                  label={t('pan.proof')}
                  purpose="PAN_PROOF"
                  required
                  error={fieldState.error?.message}
                  onBusyChange={flow.setUploading}
                />
              )}
            />
          )}
          <Checkbox label={t('pan.consent')} {...form.register('consent')} error={errors.consent?.message} />
          {flow.serverError && <InfoBanner tone="error">{flow.serverError}</InfoBanner>}
        </form>
        <Modal
          open={flow.mismatchOpen}
          onClose={flow.closeMismatch}
          title={t('pan.mismatchTitle')}
          size="sm"
          closeOnOutsideClick={false}
          footer={<Button onClick={flow.closeMismatch}>{tUi('ok')}</Button>}
        >
          <p>{t('pan.results.mismatch')}</p>
          <p className="mt-2 text-sm text-ink-700">{t('pan.uploadProof')}</p>
        </Modal>
      </Modal>
      <RequestSubmitted serviceRequestId={open ? flow.serviceRequestId : null} onClose={onClose} request={t('requests.pan')} />
    </>
  );
}
