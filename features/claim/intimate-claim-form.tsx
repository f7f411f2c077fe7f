import { Controller, useWatch } from 'react-hook-form';
import { useMessageText } from '@/lib/i18n/message-text';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { DropdownField } from '@/components/ui/dropdown-field';
import { InfoBanner } from '@/components/ui/info-banner';
import { RadioGroup } from '@/components/ui/radio';
import { ClaimDocuments } from './claim-documents';
import { CLAIM_TYPE_OPTIONS, type ClaimType, claimKey } from './claim-rules';
import { ALREADY_RAISED } from '@/lib/constants';
import { DeathFields } from './death-fields';
import { IllnessFields } from './illness-fields';
import { type ClaimPolicyOption, useClaimForm } from './use-claim-form';

export interface IntimateClaimFormProps {
  policies: readonly ClaimPolicyOption[];
  /** 'TYPE:policy' of the claims already open: the same one again would be refused (SPEC §4) */
  openClaims: readonly string[];
}

/** 'Intimate a Claim' (issue 9 §2): a death claim or a critical illness / rider claim, with its documents. */
export function IntimateClaimForm({ policies, openClaims }: IntimateClaimFormProps) {
  const flow = useClaimForm(policies);
  const word = useMessageText();
  const { control, formState } = flow.form;
  const [claimType, policyNumber] = useWatch({ control, name: ['claimType', 'policyNumber'] });
  const eligible = claimType ? policies.filter((p) => p.types.includes(claimType)) : [];
  const repeat = Boolean(claimType && policyNumber && openClaims.includes(claimKey(claimType, policyNumber)));
  const busy = flow.sending || flow.uploading || flow.lookingUp;

  return (
    <form onSubmit={flow.submit} noValidate aria-label="Intimate a Claim" className="flex flex-col gap-5">
      <Controller
        name="claimType"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            legend="Claim Type"
            name={field.name}
            options={CLAIM_TYPE_OPTIONS}
            value={field.value ?? ''}
            onChange={(value) => {
              flow.typeChanged(value as ClaimType);
              field.onChange(value);
            }}
            inputProps={{ onBlur: field.onBlur }}
            orientation="horizontal"
            required
            error={fieldState.error?.message}
          />
        )}
      />
      <DropdownField
        name="policyNumber"
        control={control}
        label="Policy"
        placeholder="Please select a policy"
        options={eligible.map((p) => ({ value: p.policyNo, label: p.label }))}
        required
        disabled={!claimType}
        hint={
          !claimType
            ? 'Choose the claim type first.'
            : claimType === 'DEATH'
              ? 'Policies whose life assured is someone else.'
              : 'Policies that cover you.'
        }
      />
      {repeat && <InfoBanner tone="error">{word(ALREADY_RAISED)} Its progress is under Track Claim.</InfoBanner>}
      {claimType && !repeat && (
        <>
          <DateInput
            label={claimType === 'DEATH' ? 'Date of Death' : 'Date of Diagnosis'}
            name="eventDate"
            control={control}
            required
            error={formState.errors.eventDate?.message}
          />
          {claimType === 'DEATH' ? <DeathFields flow={flow} /> : <IllnessFields flow={flow} />}
          <ClaimDocuments flow={flow} />
        </>
      )}
      {flow.serverError && <InfoBanner tone="error">{flow.serverError}</InfoBanner>}
      <div>
        <Button type="submit" loading={flow.sending} disabled={busy || repeat}>
          Submit
        </Button>
      </div>
      <RequestSubmitted serviceRequestId={flow.serviceRequestId} onClose={flow.done} request="Claim Intimation" />
    </form>
  );
}
