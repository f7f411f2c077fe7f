'use client';

import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import { needsPanProof, PAN_LENGTH, PAN_RESULT_TEXTS, panTypingProblem } from './pan-rules';
import type { PanFlow } from './use-pan-flow';

export const PAN_FORM_ID = 'pan-form';

export const PAN_CONSENT =
  'I agree to the privacy policy and allow the insurer to verify my PAN with the issuer and record it against my policies.';

/**
 * 'Edit Pan Card' (SPEC §5 "PAN"): the PAN with its Verify button, what the issuer said, the proof
 * when it is needed, and the privacy consent. Submit sits in the modal's footer.
 */
export function PanForm({ flow }: { flow: PanFlow }) {
  const { form, panCheck } = flow;
  const { errors } = form.formState;
  const panNumber = form.register('panNumber');
  const pan = form.watch('panNumber');
  const panError = flow.typedSincePress ? panTypingProblem(pan) : (errors.panNumber?.message ?? panTypingProblem(pan));

  return (
    <form id={PAN_FORM_ID} noValidate onSubmit={flow.submit} className="grid gap-5">
      <div className="flex items-start gap-3">
        <TextInput
          {...panNumber}
          onChange={(event) => {
            event.target.value = flow.type(event.target.value);
          }}
          label="PAN Card Number"
          required
          wrapperClassName="min-w-0 flex-1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PAN_LENGTH}
          placeholder="ABCDE1234F"
          error={panError ?? undefined}
        />
        {/* Level with the input: the label above it is one line tall. */}
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => void flow.verify()}
          loading={flow.verifying}
          disabled={flow.busy}
        >
          Verify
        </Button>
      </div>
      {panCheck === 'verified' && <InfoBanner tone="success">{PAN_RESULT_TEXTS.verified}</InfoBanner>}
      {panCheck === 'mismatch' && <InfoBanner tone="warning">{PAN_RESULT_TEXTS.mismatch}</InfoBanner>}
      {panCheck === 'unverified' && <InfoBanner tone="warning">{PAN_RESULT_TEXTS.unverified}</InfoBanner>}
      {needsPanProof(panCheck) && (
        <Controller
          name="proof"
          control={form.control}
          render={({ field, fieldState }) => (
            <FileUploader
              {...field}
              label="Proof of PAN"
              purpose="PAN_PROOF"
              required
              error={fieldState.error?.message}
              onBusyChange={flow.setUploading}
            />
          )}
        />
      )}
      <Checkbox label={PAN_CONSENT} {...form.register('consent')} error={errors.consent?.message} />
      {flow.serverError && <InfoBanner tone="error">{flow.serverError}</InfoBanner>}
    </form>
  );
}
