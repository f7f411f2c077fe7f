'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
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
import { answerDocumentAskAction } from './actions';

/**
 * What the back office asked for on a request, and the place to send it. The file goes up as soon
 * as it is picked (SR_ATTACHMENT); Send hands its id to the core, which moves the request back to
 * In Progress and says so by SMS and email. The tracker then reads the request again.
 *
 * One field, so no form library: the action's schema (documentAnswerSchema) is the only judge,
 * and its 'Please upload a file' comes back beside the uploader. The tracker's first load stays
 * free of the form and schema libraries that way.
 */
export function DocumentAskForm({ srNumber, ask }: { srNumber: string; ask: string }) {
  const router = useRouter();
  const t = useTranslations('requestForms');
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const uploader = useRef<HTMLButtonElement>(null);
  const send = useAction(answerDocumentAskAction, {
    onSuccess: () => {
      notify('success', t('askReceived', { sr: formatSrNumber(srNumber) }));
      router.refresh();
    },
    onError: ({ error }) => {
      if (error.validationErrors?.file) uploader.current?.focus();
    },
  });
  useLoadingWhile(send.isPending);
  const fileError = send.result.validationErrors?.file?._errors?.[0];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send.execute({ srNumber, file });
      }}
      aria-label={t('askLabel', { sr: formatSrNumber(srNumber) })}
      className="flex flex-col gap-3 rounded-lg bg-amber-50 p-4"
    >
      <p className="text-sm text-ink-900">
        <span className="font-semibold">{t('askLead')}</span>
        {ask}
      </p>
      <FileUploader
        ref={uploader}
        value={file}
        onChange={(next) => {
          setFile(next);
          send.reset();
        }}
        label={t('askDocument')}
        purpose="SR_ATTACHMENT"
        required
        error={fileError}
        onBusyChange={setUploading}
      />
      {send.hasErrored && !fileError && <InfoBanner tone="error">{actionErrorMessage(send.result)}</InfoBanner>}
      <div>
        <Button type="submit" loading={send.isPending} disabled={uploading}>
          {t('askSend')}
        </Button>
      </div>
    </form>
  );
}
