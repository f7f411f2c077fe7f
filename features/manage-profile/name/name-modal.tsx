'use client';

import { useHookFormAction } from '@next-safe-action/adapter-react-hook-form/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { PROFILE_MODAL_TITLES, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { DropdownField } from '@/components/ui/dropdown-field';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { TextInput } from '@/components/ui/text-input';
import { actionErrorMessage } from '@/lib/client/action-error';
import { useTitleOptions } from '@/lib/i18n/option-labels';
import { nameChangeAction } from './actions';
import { NAME_CHANGE_DEFAULTS, nameChangeSchema } from './name-schema';

const FORM_ID = 'name-change-form';
const nameField = { autoComplete: 'off', maxLength: 60 } as const;

/**
 * Change Name: the title from SPEC §3's list, the names and a proof of the new name, then the
 * request's confirmation. The name changes when the back office approves.
 */
export function NameModal({ open, onClose }: ProfileModalProps) {
  const [uploading, setUploading] = useState(false);
  const t = useTranslations('profileModals');
  const tUi = useTranslations('ui');
  const titleOptions = useTitleOptions();
  const { form, action, handleSubmitWithAction } = useHookFormAction(nameChangeAction, zodResolver(nameChangeSchema), {
    formProps: { defaultValues: NAME_CHANGE_DEFAULTS },
  });
  useLoadingWhile(action.isPending);
  const { register, control, formState } = form;
  const { errors } = formState;
  const serviceRequestId = action.result.data?.serviceRequestId ?? null;

  return (
    <>
      <Modal
        open={open && serviceRequestId === null}
        onClose={onClose}
        title={PROFILE_MODAL_TITLES.name}
        closeOnOutsideClick={false}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {tUi('cancel')}
            </Button>
            {/* Held while the proof is on its way, so the request never leaves without it. */}
            <Button type="submit" form={FORM_ID} loading={action.isPending} disabled={uploading}>
              {t('common.submit')}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={handleSubmitWithAction} className="grid gap-5">
          <DropdownField
            name="title"
            control={control}
            id="name-change-title"
            label={t('name.title')}
            placeholder={tUi('pleaseSelect')}
            options={titleOptions}
            required
          />
          <TextInput
            label={t('name.firstName')}
            required
            {...nameField}
            {...register('firstName')}
            error={errors.firstName?.message}
          />
          <TextInput label={t('name.middleName')} {...nameField} {...register('middleName')} error={errors.middleName?.message} />
          <TextInput
            label={t('name.lastName')}
            required
            {...nameField}
            {...register('lastName')}
            error={errors.lastName?.message}
          />
          <Controller
            name="proof"
            control={control}
            render={({ field, fieldState }) => (
              <FileUploader
                {...field}
                label={t('name.proof')}
                purpose="NAME_PROOF"
                required
                error={fieldState.error?.message}
                onBusyChange={setUploading}
              />
            )}
          />
          {/* The core's own words stay in the form beside the name they concern, not in a 5-second toast. */}
          {action.hasErrored && <InfoBanner tone="error">{actionErrorMessage(action.result)}</InfoBanner>}
        </form>
      </Modal>
      <RequestSubmitted serviceRequestId={serviceRequestId} onClose={onClose} request={t('requests.name')} />
    </>
  );
}
