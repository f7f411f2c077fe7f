'use client';

import type { FormEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TITLES } from '@portal/contracts/options';
import { DropdownField } from '@/components/ui/dropdown-field';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import type { NameChange, NameChangeInput } from './name-schema';

export const NAME_FORM_ID = 'name-change-form';

const TITLE_OPTIONS = TITLES.map((t) => ({ value: t, label: t }));

interface NameFormProps {
  form: UseFormReturn<NameChangeInput, unknown, NameChange>;
  /** the form's submit handler, e.g. useHookFormAction's handleSubmitWithAction */
  onSubmit: (event?: FormEvent) => Promise<void>;
  serverError: string | null;
  onUploadBusyChange: (busy: boolean) => void;
}

/**
 * 'Change Name' (issue 8 §2): the title from SPEC §3's list, the names, and a proof of the new
 * name. The buttons sit in the modal's footer and reach this form by its id.
 */
export function NameForm({ form, onSubmit, serverError, onUploadBusyChange }: NameFormProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const nameField = { autoComplete: 'off', maxLength: 60 } as const;

  return (
    <form id={NAME_FORM_ID} noValidate onSubmit={onSubmit} className="grid gap-5">
      <DropdownField
        name="title"
        control={control}
        id="name-change-title"
        label="Title"
        placeholder="Please Select"
        options={TITLE_OPTIONS}
        required
      />
      <TextInput label="First Name" required {...nameField} {...register('firstName')} error={errors.firstName?.message} />
      <TextInput label="Middle Name" {...nameField} {...register('middleName')} error={errors.middleName?.message} />
      <TextInput label="Last Name" required {...nameField} {...register('lastName')} error={errors.lastName?.message} />
      <Controller
        name="proof"
        control={control}
        render={({ field, fieldState }) => (
          <FileUploader
            {...field}
            label="Proof of the new name"
            purpose="NAME_PROOF"
            required
            error={fieldState.error?.message}
            onBusyChange={onUploadBusyChange}
          />
        )}
      />
      {serverError && <InfoBanner tone="error">{serverError}</InfoBanner>}
    </form>
  );
}
