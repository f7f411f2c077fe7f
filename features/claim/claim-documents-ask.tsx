'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLoading } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { outcomeOf } from '@/lib/client/action-outcome';
import { notify } from '@/lib/client/notify';
import { formatSrNumber } from '@/lib/format';
import { sendClaimDocumentsAction } from './actions';
import { type ClaimDocumentsInput, claimDocumentsSchema } from './claim-schema';

/**
 * What is still needed on a claim, one uploader per document (named in words), and the button that
 * sends them. The core moves the claim back to Under Review and says so; the list is then read again.
 */
export function ClaimDocumentsAsk({ srNumber, needed }: { srNumber: string; needed: readonly string[] }) {
  const router = useRouter();
  const { track } = useLoading();
  const [uploading, setUploading] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ClaimDocumentsInput>({
    resolver: zodResolver(claimDocumentsSchema),
    defaultValues: { srNumber, documents: needed.map((label) => ({ label, file: null })) },
  });
  const sr = formatSrNumber(srNumber);

  const send = handleSubmit(async (input) => {
    setError(null);
    const result = await outcomeOf(track(sendClaimDocumentsAction(input)));
    if (!result.ok) return setError(result.message);
    notify('success', `Thank you. We have received your documents for ${sr}.`);
    router.refresh();
  });
  const busy = (i: number, on: boolean) =>
    setUploading((s) => {
      const now = new Set(s);
      if (on) now.add(i);
      else now.delete(i);
      return now;
    });

  return (
    <form
      noValidate
      onSubmit={send}
      aria-label={`Send the documents still needed on ${sr}`}
      className="flex flex-col gap-3 rounded-lg bg-amber-50 p-4"
    >
      <p className="text-sm font-semibold text-ink-900">Still needed</p>
      {needed.map((label, i) => (
        <Controller
          key={`${i}-${label}`}
          name={`documents.${i}.file`}
          control={control}
          render={({ field, fieldState }) => (
            <FileUploader
              {...field}
              label={label}
              purpose="CLAIM_DOCUMENT"
              required
              error={fieldState.error?.message}
              onBusyChange={(on) => busy(i, on)}
            />
          )}
        />
      ))}
      {error && <InfoBanner tone="error">{error}</InfoBanner>}
      <div>
        <Button type="submit" loading={formState.isSubmitting} disabled={uploading.size > 0}>
          Submit Documents
        </Button>
      </div>
    </form>
  );
}
