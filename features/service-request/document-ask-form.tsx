'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLoading } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { outcomeOf } from '@/lib/client/action-outcome';
import { notify } from '@/lib/client/notify';
import { formatSrNumber } from '@/lib/format';
import { answerDocumentAskAction } from './actions';
import { documentAnswerSchema, type DocumentAnswerInput } from './new-request-schema';

/**
 * What the back office asked for on a request, and the place to send it. The file goes up as soon
 * as it is picked (SR_ATTACHMENT); Send hands its id to the core, which moves the request back to
 * In Progress and says so by SMS and email. The tracker then reads the request again.
 */
export function DocumentAskForm({ srNumber, ask }: { srNumber: string; ask: string }) {
  const router = useRouter();
  const { track } = useLoading();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<DocumentAnswerInput>({
    resolver: zodResolver(documentAnswerSchema),
    defaultValues: { srNumber, file: null },
  });

  const send = handleSubmit(async (input) => {
    setError(null);
    const result = await outcomeOf(track(answerDocumentAskAction(input)));
    if (!result.ok) return setError(result.message);
    notify('success', `Thank you. We have received your document for ${formatSrNumber(srNumber)}.`);
    router.refresh();
  });

  return (
    <form
      noValidate
      onSubmit={send}
      aria-label={`Send the document asked for on ${formatSrNumber(srNumber)}`}
      className="flex flex-col gap-3 rounded-lg bg-amber-50 p-4"
    >
      <p className="text-sm text-ink-900">
        <span className="font-semibold">We need from you: </span>
        {ask}
      </p>
      <Controller
        name="file"
        control={control}
        render={({ field, fieldState }) => (
          <FileUploader
            {...field}
            label="Requested document"
            purpose="SR_ATTACHMENT"
            required
            error={fieldState.error?.message}
            onBusyChange={setUploading}
          />
        )}
      />
      {error && <InfoBanner tone="error">{error}</InfoBanner>}
      <div>
        <Button type="submit" loading={formState.isSubmitting} disabled={uploading}>
          Send document
        </Button>
      </div>
    </form>
  );
}
