'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useExternalLinks } from '@/components/shell/external-links-context';
import { NEW_TAB_REL } from '@/components/shell/links';
import { PROFILE_MODAL_TITLES, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DropdownField } from '@/components/ui/dropdown-field';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { useAddressProofOptions } from '@/lib/i18n/option-labels';
import { AddressFields } from './address-fields';
import { ADDRESS_KINDS, otherKind } from './address-rules';
import { useAddressFlow } from './use-address-flow';

const FORM_ID = 'address-form';

/**
 * 'Update Address' (SPEC §2 "Profile modals", §3, §5 "Address"): which address, then its form and
 * what proves it (a proof type with front and back and, for an NRI, the FATCA declaration).
 * Messages show as each field is left; Submit stays disabled until everything holds and no file
 * or pin code lookup is on its way.
 */
export function AddressModal({ open, onClose }: ProfileModalProps) {
  const flow = useAddressFlow();
  const { fatcaForm } = useExternalLinks('fatcaForm');
  const { register, control, formState } = flow.form;
  const { kind } = flow;
  const t = useTranslations('profileModals');
  const tOpt = useTranslations('options');
  const tUi = useTranslations('ui');
  const proofOptions = useAddressProofOptions();
  const proofLabel = proofOptions.find((o) => o.value === flow.proofType)?.label;
  const ready = formState.isValid && !flow.uploading && !flow.lookingUp;

  const uploader = (name: 'front' | 'back' | 'fatca', label: string, hint?: ReactNode) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FileUploader
          {...field}
          label={label}
          purpose={name === 'fatca' ? 'FATCA' : 'ADDRESS_PROOF'}
          required
          hint={hint}
          error={fieldState.error?.message}
          onBusyChange={(busy) => flow.setUploadBusy(name, busy)}
        />
      )}
    />
  );

  return (
    <>
      <Modal
        open={open && flow.serviceRequestId === null}
        onClose={onClose}
        title={PROFILE_MODAL_TITLES.address}
        size="lg"
        closeOnOutsideClick={false}
        dismissible={!flow.sending}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={flow.sending}>
              {tUi('cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} loading={flow.sending} disabled={!ready}>
              {t('common.submit')}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={flow.submit} className="grid gap-5">
          <RadioGroup
            legend={t('address.type')}
            name="kind"
            options={ADDRESS_KINDS.map((value) => ({ value, label: tOpt(`addressKind.${value}`) }))}
            orientation="horizontal"
            required
            inputProps={register('kind')}
          />
          {kind && (
            <>
              <AddressFields flow={flow} />
              <Checkbox label={t('address.sameFor', { other: otherKind(kind) })} {...register('sameForOther')} />
              <div className="grid gap-4">
                <DropdownField
                  name="proofType"
                  control={control}
                  label={t('address.proof')}
                  placeholder={t('address.proofPlaceholder')}
                  required
                  options={proofOptions}
                />
                {proofLabel && uploader('front', t('address.proofFront', { proof: proofLabel }))}
                {proofLabel && uploader('back', t('address.proofBack', { proof: proofLabel }))}
                <Checkbox label={t('address.nri')} {...register('nri')} error={formState.errors.nri?.message} />
                {flow.nri &&
                  uploader(
                    'fatca',
                    t('address.fatca'),
                    <>
                      {t('address.fatcaHint')}{' '}
                      <a href={fatcaForm} target="_blank" rel={NEW_TAB_REL} className="font-medium text-brand-700 underline">
                        {t('address.fatcaDownload')}
                      </a>
                    </>,
                  )}
              </div>
            </>
          )}
          {flow.serverError && <InfoBanner tone="error">{flow.serverError}</InfoBanner>}
        </form>
        <Modal
          open={flow.replicateAsked}
          onClose={flow.dismissReplicate}
          title={t('address.sameTitle')}
          size="sm"
          closeOnOutsideClick={false}
          footer={
            <>
              <Button variant="secondary" onClick={() => flow.replicate(false)}>
                {tOpt('yesNo.No')}
              </Button>
              <Button onClick={() => flow.replicate(true)}>{tOpt('yesNo.Yes')}</Button>
            </>
          }
        >
          <p>{kind && t('address.sameAsk', { other: otherKind(kind) })}</p>
        </Modal>
      </Modal>
      <RequestSubmitted
        serviceRequestId={open ? flow.serviceRequestId : null}
        onClose={onClose}
        request={t('requests.address')}
      />
    </>
  );
}
