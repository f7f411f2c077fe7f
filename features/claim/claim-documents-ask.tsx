'use client';

import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { FileUploader } from '@/components/ui/file-uploader';
import { InfoBanner } from '@/components/ui/info-banner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import { formatSrNumber } from '@/lib/format';
import type { UploadedFile } from '@/lib/uploads/file-rules';
import { sendClaimDocumentsAction } from './actions';

/** The action's complaints about the files, by the document's place in the list. */
type FileErrors = { documents?: Record<number, { file?: { _errors?: string[] } }> };

/**
 * What is still needed on a claim, one uploader per document (named in words), and the button that
 * sends them. The core moves the claim back to Under Review and says so; the list is then read again.
 * No form library: the action's schema (claimDocumentsSchema) judges the files, and its
 * 'Please upload a file' comes back beside each uploader still empty.
 */
export function ClaimDocumentsAsk({
  srNumber,
  needed,
  labels,
}: {
  srNumber: string;
  /** the documents as the core names them, sent back with each file */
  needed: readonly string[];
  /** the same in the page's language, worded by the server part (the claim rules stay off the first load) */
  labels: readonly string[];
}) {
  const router = useRouter();
  const t = useTranslations('claim.ask');
  const sr = formatSrNumber(srNumber);
  const [files, setFiles] = useState<ReadonlyArray<UploadedFile | null>>(() => needed.map(() => null));
  const [uploading, setUploading] = useState<ReadonlySet<number>>(new Set());
  const uploaders = useRef<Array<HTMLButtonElement | null>>([]);
  const send = useAction(sendClaimDocumentsAction, {
    onSuccess: () => {
      notify('success', t('received', { sr }));
      router.refresh();
    },
    onError: ({ error }) => {
      const first = needed.findIndex((_, i) => fileError(error.validationErrors, i));
      if (first >= 0) uploaders.current[first]?.focus();
    },
  });
  useLoadingWhile(send.isPending);
  const errors = send.result.validationErrors;
  const anyFileError = needed.some((_, i) => fileError(errors, i));

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
      onSubmit={(event) => {
        event.preventDefault();
        send.execute({ srNumber, documents: needed.map((label, i) => ({ label, file: files[i] ?? null })) });
      }}
      aria-label={t('formLabel', { sr })}
      className="flex flex-col gap-3 rounded-lg bg-amber-50 p-4"
    >
      <p className="text-sm font-semibold text-ink-900">{t('stillNeeded')}</p>
      {needed.map((label, i) => (
        <FileUploader
          key={`${i}-${label}`}
          ref={(el) => {
            uploaders.current[i] = el;
          }}
          value={files[i] ?? null}
          onChange={(file) => setFiles((all) => all.map((f, j) => (j === i ? file : f)))}
          label={labels[i] ?? label}
          purpose="CLAIM_DOCUMENT"
          required
          // A file given since the last Submit answers its complaint.
          error={files[i] ? undefined : fileError(errors, i)}
          onBusyChange={(on) => busy(i, on)}
        />
      ))}
      {send.hasErrored && !anyFileError && <InfoBanner tone="error">{actionErrorMessage(send.result)}</InfoBanner>}
      <div>
        <Button type="submit" loading={send.isPending} disabled={uploading.size > 0}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}

function fileError(errors: unknown, i: number): string | undefined {
  return (errors as FileErrors | undefined)?.documents?.[i]?.file?._errors?.[0];
}
