'use client';

import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
import { useId, useRef } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { errorClass, hintClass } from '@/components/ui/field-styles';
import { UploadProgress } from '@/components/ui/file-uploader-parts';
import { useFileUpload } from '@/components/ui/use-file-upload';
import { actionErrorMessage } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import { acceptFor, MAX_UPLOAD_BYTES, type UploadedFile } from '@/lib/uploads/upload-rules';
import { removeProfileImageAction, saveProfileImageAction } from './profile-image-actions';

const PURPOSE = 'PROFILE_IMAGE';
/** SPEC §5's picture types; the documents' hint (legible, not password protected) does not fit a photo. */
const HINT_MB = String(MAX_UPLOAD_BYTES / 1024 / 1024);

interface ProfileImageEditorProps {
  hasPicture: boolean;
  /** the dialog closes once the picture changed */
  onDone: () => void;
}

/**
 * The body of 'Edit Profile Image': a picked file is checked and uploaded at once (the file
 * uploader's flow, with its progress), then made the picture; or the picture is removed. The
 * layout is then refreshed, so the avatar changes without a reload.
 */
export function ProfileImageEditor({ hasPicture, onDone }: ProfileImageEditorProps) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const ids = { hint: useId(), error: useId() };
  const t = useTranslations('profileImage');
  const text = useMessageText();

  // Either action's answer: the avatar is refreshed from the layout, or the core's refusal shows here.
  const changed = ({ data }: { data: { message: string } }) => {
    router.refresh();
    onDone();
    // After the dialog has closed, so the toast shows on the page, where the new picture is.
    notify('success', data.message);
  };
  const save = useAction(saveProfileImageAction, { onSuccess: changed });
  const remove = useAction(removeProfileImageAction, { onSuccess: changed });
  const saving = save.isPending || remove.isPending;
  useLoadingWhile(saving);

  const upload = useFileUpload({
    purpose: PURPOSE,
    onChange: (file: UploadedFile | null) => {
      // A new pick starts afresh: the last refusal goes.
      save.reset();
      remove.reset();
      if (file) save.execute(file);
    },
  });
  const uploading = upload.state.phase === 'uploading';
  const failed = save.hasErrored ? save.result : remove.hasErrored ? remove.result : null;
  const message = upload.state.phase === 'failed' ? upload.state.message : failed && actionErrorMessage(failed);

  return (
    // The avatar around the dialog centres its text; the dialog reads left-aligned like every other.
    <div className="flex flex-col gap-3 text-left">
      <Button
        fullWidth
        loading={uploading || saving}
        onClick={() => input.current?.click()}
        aria-describedby={[ids.hint, message && ids.error].filter(Boolean).join(' ')}
      >
        {t('uploadImage')}
      </Button>
      {upload.state.phase === 'uploading' && <UploadProgress fileName={upload.state.fileName} percent={upload.state.percent} />}
      {hasPicture && (
        <Button
          variant="secondary"
          fullWidth
          disabled={uploading || saving}
          onClick={() => {
            save.reset();
            remove.execute({});
          }}
        >
          {t('removeImage')}
        </Button>
      )}
      <p id={ids.hint} className={hintClass}>
        {t('imageHint', { mb: HINT_MB })}
      </p>
      {message && (
        <p id={ids.error} role="alert" className={errorClass}>
          {text(message)}
        </p>
      )}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={acceptFor(PURPOSE)}
        data-testid="profile-image-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload.pick(file);
          // Cleared so picking the same file again (after a refusal) fires a change.
          e.target.value = '';
        }}
      />
    </div>
  );
}
