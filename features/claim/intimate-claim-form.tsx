import { useTranslations } from 'next-intl';
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
  const t = useTranslations('claim');
  const types = CLAIM_TYPE_OPTIONS.map((o) => ({ value: o.value, label: word(o.label) }));
  const { control, formState } = flow.form;
  const [claimType, policyNumber] = useWatch({ control, name: ['claimType', 'policyNumber'] });
  const eligible = claimType ? policies.filter((p) => p.types.includes(claimType)) : [];
  const repeat = Boolean(claimType && policyNumber && openClaims.includes(claimKey(claimType, policyNumber)));
  const busy = flow.sending || flow.uploading || flow.lookingUp;

  return (
    <form onSubmit={flow.submit} noValidate aria-label={t('intimateTitle')} className="flex flex-col gap-5">
      <Controller
        name="claimType"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('form.claimType')}
            name={field.name}
            options={types}
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
        label={t('form.policy')}
        placeholder="claim.form.policyPlaceholder"
        options={eligible.map((p) => ({ value: p.policyNo, label: p.label }))}
        required
        disabled={!claimType}
        hint={!claimType ? t('form.typeFirst') : claimType === 'DEATH' ? t('form.deathPolicies') : t('form.illnessPolicies')}
      />
      {repeat && (
        <InfoBanner tone="error">
          {word(ALREADY_RAISED)} {t('form.trackIt')}
        </InfoBanner>
      )}
      {claimType && !repeat && (
        <>
          <DateInput
            label={claimType === 'DEATH' ? t('form.dateOfDeath') : t('form.dateOfDiagnosis')}
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
          {t('form.submit')}
        </Button>
      </div>
      <RequestSubmitted serviceRequestId={flow.serviceRequestId} onClose={flow.done} request={t('form.request')} />
    </form>
  );
}
