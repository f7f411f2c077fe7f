import { useHookFormAction } from '@next-safe-action/adapter-react-hook-form/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMPLAINT_CATEGORIES, MAX_COMPLAINT } from '@portal/contracts/complaints';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { Dropdown, type DropdownOption } from '@/components/ui/dropdown';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { DescriptionField } from '../description-field';
import { raiseComplaintAction } from './actions';
import { ComplaintAcknowledged } from './complaint-acknowledged';
import { COMPLAINT_DEFAULTS, complaintSchema, type OpenComplaint } from './complaint-schema';
import { OpenComplaintNotice } from './open-complaint-notice';

/**
 * 'Raise a Complaint': the category and the policy first, so a complaint already open on the same
 * policy about the same thing is refused before anything is written (its number and due day shown,
 * a link to follow it); then the complaint in the customer's words and up to three attachments,
 * each uploaded as soon as it is picked. On success the form gives way to the acknowledgement.
 */
export function ComplaintForm({ policies, open }: { policies: readonly DropdownOption[]; open: readonly OpenComplaint[] }) {
  const t = useTranslations('complaints');
  const ui = useTranslations('ui');
  const categories = COMPLAINT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }));
  const [uploading, setUploading] = useState(false);
  const { form, action, handleSubmitWithAction } = useHookFormAction(raiseComplaintAction, zodResolver(complaintSchema), {
    formProps: {
      defaultValues: { ...COMPLAINT_DEFAULTS, policyNumber: policies.length === 1 ? (policies[0]?.value ?? '') : '' },
    },
  });
  useLoadingWhile(action.isPending);
  const { control, register, formState } = form;
  const [category, policyNumber, description, attachments] = useWatch({
    control,
    name: ['category', 'policyNumber', 'description', 'attachments'],
  });
  const blocking = open.find((c) => c.category === category && c.policyNumber === policyNumber) ?? null;
  const acknowledged = action.result.data ?? null;
  if (acknowledged) return <ComplaintAcknowledged ack={acknowledged} />;

  return (
    <form noValidate onSubmit={handleSubmitWithAction} aria-labelledby="complaint-heading" className="flex flex-col gap-4">
      <div className="grid gap-4 desk:grid-cols-2">
        <Controller
          name="category"
          control={control}
          render={({ field, fieldState }) => (
            <Dropdown
              label={t('categoryLabel')}
              placeholder={ui('pleaseSelect')}
              required
              options={categories}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
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
      </div>
      {blocking ? (
        <OpenComplaintNotice complaint={blocking} />
      ) : (
        <>
          <DescriptionField
            label={t('describe')}
            required
            count={description.length}
            limit={MAX_COMPLAINT}
            error={formState.errors.description?.message}
            {...register('description')}
          />
          {attachments.map((_, i) =>
            // The next slot appears once the one before holds a file.
            i === 0 || attachments[i - 1] ? (
              <Controller
                key={i}
                name={`attachments.${i}`}
                control={control}
                render={({ field, fieldState }) => (
                  <FileUploader
                    {...field}
                    label={i === 0 ? t('attachment') : t('anotherAttachment')}
                    purpose="SR_ATTACHMENT"
                    error={fieldState.error?.message}
                    onBusyChange={setUploading}
                  />
                )}
              />
            ) : null,
          )}
          {action.hasErrored && <InfoBanner tone="error">{actionErrorMessage(action.result)}</InfoBanner>}
          <div>
            <Button type="submit" loading={action.isPending} disabled={uploading}>
              {t('submit')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
