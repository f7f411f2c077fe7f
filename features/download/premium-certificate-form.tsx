'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { Dropdown } from '@/components/ui/dropdown';

interface PremiumCertificateFormProps {
  policies: readonly { policyNo: string; name: string }[];
  /** newest first; the first one is the default. value: the start year; label: worded by the page */
  years: readonly { value: string; label: string }[];
}

/**
 * Policy and year pickers over one download button. Both start on a real choice (the first
 * policy, the current year), so there is never an incomplete request to validate.
 */
export function PremiumCertificateForm({ policies, years }: PremiumCertificateFormProps) {
  const t = useTranslations('download.client');
  const [policyNo, setPolicyNo] = useState(policies[0]?.policyNo ?? '');
  const [year, setYear] = useState(years[0]?.value ?? '');
  const financialYear = Number(year);

  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end">
      <Dropdown
        label={t('policyNumber')}
        className="md:w-80"
        options={policies.map((p) => ({ value: p.policyNo, label: `${p.policyNo} - ${p.name}` }))}
        value={policyNo}
        onChange={setPolicyNo}
        required
      />
      <Dropdown label={t('financialYear')} className="md:w-48" options={years} value={year} onChange={setYear} required />
      <DocumentDownloadButton
        request={{ policyNumber: policyNo, documentType: 'PREMIUM_PAID_CERTIFICATE', financialYear }}
        label={t('downloadCertificate')}
      />
    </div>
  );
}
