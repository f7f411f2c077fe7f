import { useHookFormAction } from '@next-safe-action/adapter-react-hook-form/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_DESCRIPTION } from '@portal/contracts/service-requests';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { Dropdown, type DropdownOption } from '@/components/ui/dropdown';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { actionErrorMessage } from '@/lib/client/action-error';
import { raiseQueryAction } from './actions';
import { DescriptionField } from './description-field';
import { NEW_REQUEST_DEFAULTS, newRequestSchema, QUERY_TYPE_VALUES } from './new-request-schema';
import { tabHref } from './tracker-rules';

/**
 * 'New Service Request': a policy, a query type, the request in the customer's words and an
 * optional attachment (uploaded as soon as it is picked). The core's refusal — the duplicate rule
 * per policy and type above all — shows under the form; success is the shared 'Request SR …
 * submitted successfully...' dialog, and OK leads to the tracker where the new request now is.
 */
export function NewRequestForm({ policies }: { policies: readonly DropdownOption[] }) {
  const router = useRouter();
  const t = useTranslations('requestForms');
  const ui = useTranslations('ui');
  const queryTypes = QUERY_TYPE_VALUES.map((value) => ({ value, label: t(`queryTypes.${value}`) }));
  const [uploading, setUploading] = useState(false);
  const { form, action, handleSubmitWithAction, resetFormAndAction } = useHookFormAction(
    raiseQueryAction,
    zodResolver(newRequestSchema),
    {
      formProps: {
        defaultValues: { ...NEW_REQUEST_DEFAULTS, policyNumber: policies.length === 1 ? (policies[0]?.value ?? '') : '' },
      },
    },
  );
  useLoadingWhile(action.isPending);
  const { control, register, formState } = form;
  const description = useWatch({ control, name: 'description' });
  const serviceRequestId = action.result.data?.serviceRequestId ?? null;

  return (
    <>
      <form noValidate onSubmit={handleSubmitWithAction} aria-labelledby="new-request-heading" className="flex flex-col gap-4">
        <div className="grid gap-4 desk:grid-cols-2">
          <Controller
            name="policyNumber"
            control={control}
            render={({ field, fieldState }) => (
              <Dropdown
                label={t('policyLabel')}
                placeholder={ui('pleaseSelect')}
                required
                options={policies}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            name="queryType"
            control={control}
            render={({ field, fieldState }) => (
              <Dropdown
                label={t('queryType')}
                placeholder={ui('pleaseSelect')}
                required
                options={queryTypes}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <DescriptionField
          label={t('describe')}
          required
          count={description.length}
          limit={MAX_DESCRIPTION}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <Controller
          name="attachment"
          control={control}
          render={({ field, fieldState }) => (
            <FileUploader
              {...field}
              label={t('attachment')}
              purpose="SR_ATTACHMENT"
              error={fieldState.error?.message}
              onBusyChange={setUploading}
            />
          )}
        />
        {action.hasErrored && <InfoBanner tone="error">{actionErrorMessage(action.result)}</InfoBanner>}
        <div>
          <Button type="submit" loading={action.isPending} disabled={uploading}>
            {t('submit')}
          </Button>
        </div>
      </form>
      <RequestSubmitted
        serviceRequestId={serviceRequestId}
        request={action.input ? t(`queryTypes.${action.input.queryType}`) : t('service')}
        onClose={() => {
          resetFormAndAction();
          router.push(tabHref('SR'));
        }}
      />
    </>
  );
}
