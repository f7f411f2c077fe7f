'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio';
import { Spinner } from '@/components/ui/spinner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import { PROFILE_MODAL_TITLES, type ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';
import { nomineesHref } from '@/components/policy/nominees-href';
import { nomineePoliciesAction } from './actions';
import { nomineePolicySchema, type NomineePolicyInput } from './nominee-schema';

const FORM_ID = 'nominee-policy-form';

/**
 * Update Nominee (SPEC §2): the policy picker, then the policy's nominee tab, where 'Change
 * Nominee' takes over.
 * The list is read when the modal opens, so it is the customer's own and current.
 */
export function NomineeModal({ open, onClose }: ProfileModalProps) {
  const router = useRouter();
  const t = useTranslations('profileModals');
  const tUi = useTranslations('ui');
  const load = useAction(nomineePoliciesAction, {
    onError: ({ error }) => {
      notify('error', actionErrorMessage(error));
      onClose();
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NomineePolicyInput>({ resolver: zodResolver(nomineePolicySchema) });

  const { execute } = load;
  useEffect(() => {
    if (open) execute({});
  }, [open, execute]);

  const go = ({ policyNo }: NomineePolicyInput) => {
    onClose();
    router.push(nomineesHref(policyNo));
  };

  const policies = load.result.data ?? null;
  const ready = policies !== null && policies.length > 0;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={PROFILE_MODAL_TITLES.nominee}
      size="sm"
      footer={
        ready ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {tUi('cancel')}
            </Button>
            <Button type="submit" form={FORM_ID}>
              {t('nominee.proceed')}
            </Button>
          </>
        ) : undefined
      }
    >
      {policies === null ? (
        <div className="flex justify-center py-6">
          <Spinner size="lg" label={t('nominee.loading')} className="text-brand-600" />
        </div>
      ) : !ready ? (
        <InfoBanner tone="info">{t('nominee.none')}</InfoBanner>
      ) : (
        <form id={FORM_ID} noValidate onSubmit={handleSubmit(go)} className="flex flex-col gap-3">
          {/* Radios, not a dropdown: a handful of policies read at a glance, and no list is cut off by the dialog. */}
          <RadioGroup
            legend={t('nominee.legend')}
            name="policyNo"
            options={policies.map((p) => ({ value: p.policyNo, label: p.label }))}
            required
            inputProps={register('policyNo')}
            error={errors.policyNo?.message}
          />
        </form>
      )}
    </Modal>
  );
}
