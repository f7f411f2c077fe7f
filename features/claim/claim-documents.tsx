import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useExternalLinks } from '@/components/shell/external-links-context';
import { NEW_TAB_REL } from '@/components/shell/links';
import { FileUploader } from '@/components/ui/file-uploader';
import type { ClientLinks } from '@/lib/links';
import { useUploadHint } from '@/components/ui/upload-hint';
import { type ClaimDocument, documentLabelKey, offeredDocuments, requiredDocuments } from './claim-rules';
import type { ClaimForm } from './use-claim-form';

const formLink = (hint: string, href: string, text: string): ReactNode => (
  <>
    {hint}{' '}
    <a href={href} target="_blank" rel={NEW_TAB_REL} className="font-medium text-brand-700 underline">
      {text}
    </a>
  </>
);

/** Blank forms the customer may need to fill first (SPEC §2 "External links"). */
const FORM_KEYS = ['form60', 'deathClaimDoctorCertificate', 'criticalIllnessDoctorCertificate'] as const;

function hintFor(
  key: ClaimDocument,
  death: boolean,
  links: Pick<ClientLinks, (typeof FORM_KEYS)[number]>,
  t: (key: 'form60' | 'deathDoctor' | 'illnessDoctor') => string,
  hint: string,
): ReactNode | undefined {
  if (key === 'claimantVerificationProof') return formLink(hint, links.form60, t('form60'));
  if (key === 'doctorCertificate') {
    return death
      ? formLink(hint, links.deathClaimDoctorCertificate, t('deathDoctor'))
      : formLink(hint, links.criticalIllnessDoctorCertificate, t('illnessDoctor'));
  }
  return undefined;
}

/**
 * The claim's documents by their labels in words, each uploaded as soon as it is picked. The
 * accident's set shows only for an accidental death and the authorisation letter only when a
 * third party intimates; the required ones say 'Please upload a file' until they are in.
 */
export function ClaimDocuments({ flow }: { flow: ClaimForm }) {
  const { control } = flow.form;
  const links = useExternalLinks(...FORM_KEYS);
  const t = useTranslations('claim.documents');
  const word = useTranslations();
  const uploadHint = useUploadHint();
  const [claimType, causeOfDeath, intimatedBy] = useWatch({ control, name: ['claimType', 'causeOfDeath', 'intimatedBy'] });
  const which = { claimType, causeOfDeath, intimatedBy };
  const required = new Set(requiredDocuments(which));

  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-1 font-semibold text-ink-900">{t('legend')}</legend>
      <p className="text-sm text-ink-500 md:col-span-2">{t('note')}</p>
      {offeredDocuments(which).map((key) => (
        <Controller
          key={key}
          name={`documents.${key}`}
          control={control}
          render={({ field, fieldState }) => (
            <FileUploader
              {...field}
              value={field.value ?? null}
              label={word(documentLabelKey(key))}
              purpose="CLAIM_DOCUMENT"
              required={required.has(key)}
              hint={hintFor(key, claimType === 'DEATH', links, t, uploadHint('CLAIM_DOCUMENT'))}
              error={fieldState.error?.message}
              onBusyChange={(busy) => flow.setUploadBusy(key, busy)}
            />
          )}
        />
      ))}
    </fieldset>
  );
}
