import { useHookFormAction } from '@next-safe-action/adapter-react-hook-form/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_DESCRIPTION, QUERY_TYPES } from '@portal/contracts/service-requests';
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
import { NEW_REQUEST_DEFAULTS, newRequestSchema, QUERY_TYPE_OPTIONS } from './new-request-schema';
import { tabHref } from './tracker-rules';

/**
 * 'New Service Request': a policy, a query type, the request in the customer's words and an
 * optional attachment (uploaded as soon as it is picked). The core's refusal — the duplicate rule
 * per policy and type above all — shows under the form; success is the shared 'Request SR …
 * submitted successfully...' dialog, and OK leads to the tracker where the new request now is.
 */
export function NewRequestForm({ policies }: { policies: readonly DropdownOption[] }) {
  const router = useRouter();
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
                label="Please select a policy"
                placeholder="Please Select"
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
                label="Query Type"
                placeholder="Please Select"
                required
                options={QUERY_TYPE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <DescriptionField
          label="Describe your request"
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
              label="Attachment (optional)"
              purpose="SR_ATTACHMENT"
              error={fieldState.error?.message}
              onBusyChange={setUploading}
            />
          )}
        />
        {action.hasErrored && <InfoBanner tone="error">{actionErrorMessage(action.result)}</InfoBanner>}
        <div>
          <Button type="submit" loading={action.isPending} disabled={uploading}>
            Submit
          </Button>
        </div>
      </form>
      <RequestSubmitted
        serviceRequestId={serviceRequestId}
        request={action.input ? QUERY_TYPES[action.input.queryType] : 'Service'}
        onClose={() => {
          resetFormAndAction();
          router.push(tabHref('SR'));
        }}
      />
    </>
  );
}
