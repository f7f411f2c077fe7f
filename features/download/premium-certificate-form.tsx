'use client';

import { useState } from 'react';
import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { Dropdown } from '@/components/ui/dropdown';
import type { FinancialYearOption } from './download-options';

interface PremiumCertificateFormProps {
  policies: readonly { policyNo: string; name: string }[];
  /** newest first; the first one is the default */
  years: readonly FinancialYearOption[];
}

/**
 * Policy and year pickers over one download button. Both start on a real choice (the first
 * policy, the current year), so there is never an incomplete request to validate.
 */
export function PremiumCertificateForm({ policies, years }: PremiumCertificateFormProps) {
  const [policyNo, setPolicyNo] = useState(policies[0]?.policyNo ?? '');
  const [year, setYear] = useState(years[0]?.value ?? '');
  const financialYear = Number(year);

  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end">
      <Dropdown
        label="Policy Number"
        className="md:w-80"
        options={policies.map((p) => ({ value: p.policyNo, label: `${p.policyNo} - ${p.name}` }))}
        value={policyNo}
        onChange={setPolicyNo}
        required
      />
      <Dropdown
        label="Financial Year"
        className="md:w-48"
        options={years.map((y) => ({ value: y.value, label: y.label }))}
        value={year}
        onChange={setYear}
        required
      />
      <DocumentDownloadButton
        request={{ policyNumber: policyNo, documentType: 'PREMIUM_PAID_CERTIFICATE', financialYear }}
        label="Download Certificate"
      />
    </div>
  );
}
