'use client';

import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useExternalLinks } from '@/components/shell/external-links-context';
import { NEW_TAB_REL } from '@/components/shell/links';
import { Checkbox } from '@/components/ui/checkbox';
import { DropdownField } from '@/components/ui/dropdown-field';
import { FileUploader } from '@/components/ui/file-uploader';
import { PROOF_OPTIONS } from './address-rules';
import type { AddressFlow } from './use-address-flow';

type DocumentField = 'front' | 'back' | 'fatca';

/**
 * What proves the address (SPEC §3: a proof type, each with front and back) and, for an NRI, the
 * FATCA declaration, with a link to the blank form.
 */
export function AddressDocuments({ flow }: { flow: AddressFlow }) {
  const { control, register, watch, formState } = flow.form;
  const { fatcaForm } = useExternalLinks();
  const proofType = watch('proofType');
  const proofLabel = PROOF_OPTIONS.find((o) => o.value === proofType)?.label;
  const nri = watch('nri');

  const uploader = (name: DocumentField, label: string, purpose: 'ADDRESS_PROOF' | 'FATCA', hint?: ReactNode) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FileUploader
          {...field}
          label={label}
          purpose={purpose}
          required
          hint={hint}
          error={fieldState.error?.message}
          onBusyChange={(busy) => flow.setUploadBusy(name, busy)}
        />
      )}
    />
  );

  return (
    <div className="grid gap-4">
      <DropdownField
        name="proofType"
        control={control}
        label="Address Proof"
        placeholder="Please Select a Proof"
        required
        options={PROOF_OPTIONS}
      />
      {proofLabel && uploader('front', `${proofLabel}: front side`, 'ADDRESS_PROOF')}
      {proofLabel && uploader('back', `${proofLabel}: back side`, 'ADDRESS_PROOF')}
      <Checkbox label="I am a Non Resident Indian (NRI)" {...register('nri')} error={formState.errors.nri?.message} />
      {nri &&
        uploader(
          'fatca',
          'FATCA declaration',
          'FATCA',
          <>
            The signed FATCA declaration as a PDF of up to 3MB.{' '}
            <a href={fatcaForm} target="_blank" rel={NEW_TAB_REL} className="font-medium text-brand-700 underline">
              Download the FATCA form
            </a>
          </>,
        )}
    </div>
  );
}
