'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { useMessageText } from '@/lib/i18n/message-text';
import { acceptFor, photoAcceptFor, type DocumentPurpose, type UploadedFile } from '@/lib/uploads/file-rules';
import { Button } from './button';
import { useUploadHint } from './upload-hint';
import { controlBorder, cx, describedBy, errorClass, hintClass, labelClass, requiredMarkClass } from './field-styles';
import { FileLine, SampleToggle, UploadProgress, type SampleImage } from './file-uploader-parts';
import { useFileUpload } from './use-file-upload';

export interface FileUploaderProps {
  label: ReactNode;
  /** what the file is for: decides the allowed types, the hint and the wrong-type message */
  purpose: DocumentPurpose;
  /** the uploaded file the form holds; null until the core has kept one */
  value: UploadedFile | null | undefined;
  onChange: (value: UploadedFile | null) => void;
  onBlur?: () => void;
  /** also renders a hidden input of that name carrying the documentId, for plain form posts */
  name?: string;
  /** the main button: react-hook-form focuses it when the field is invalid */
  ref?: Ref<HTMLButtonElement>;
  required?: boolean;
  disabled?: boolean;
  /** replaces the SPEC §5 default hint */
  hint?: ReactNode;
  /** the form's own message, e.g. 'Please upload a file'; a refused file's message wins over it */
  error?: string;
  sample?: SampleImage;
  /** true while a file is on its way, so a form can hold its submit until it lands */
  onBusyChange?: (busy: boolean) => void;
  id?: string;
  className?: string;
}

/**
 * One file field (SPEC §5 "Files"), for every form that takes documents. Picking or dropping a
 * file checks it and uploads it at once, with real progress, while the customer fills the rest;
 * the form then holds only {documentId, fileName}. With react-hook-form:
 * `<Controller name="front" control={control} render={({ field, fieldState }) =>
 *   <FileUploader {...field} label="Front side" purpose="AADHAAR_PROOF" error={fieldState.error?.message} />} />`
 */
export function FileUploader(props: FileUploaderProps) {
  const {
    label,
    purpose,
    value,
    onChange,
    onBlur,
    name,
    ref,
    required,
    disabled,
    hint,
    error,
    sample,
    onBusyChange,
    id,
    className,
  } = props;
  const autoId = useId();
  const base = id ?? autoId;
  const ids = {
    label: `${base}-label`,
    action: `${base}-action`,
    file: `${base}-file`,
    hint: `${base}-hint`,
    error: `${base}-error`,
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const photoAccept = photoAcceptFor(purpose);
  const mainButton = useRef<HTMLButtonElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const t = useTranslations('ui');
  const uploadHint = useUploadHint();
  const text = useMessageText();
  const { state, pick, clear } = useFileUpload({ purpose, onChange, onBusyChange });
  const uploading = state.phase === 'uploading';
  const held = uploading ? null : (value ?? null);
  // The form's 'Please upload a file' is not true while one is on its way.
  const message = state.phase === 'failed' ? state.message : uploading ? undefined : error;

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) void pick(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files);
  };
  const setMainButton = (el: HTMLButtonElement | null) => {
    mainButton.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  const remove = () => {
    clear();
    // The Remove button is about to go; the main one stays.
    mainButton.current?.focus();
  };
  // One button that changes its job, so keyboard focus stays put from choosing to uploaded.
  const mainAction = uploading ? clear : () => inputRef.current?.click();
  const announcement = uploading
    ? t('uploadingFile', { file: state.fileName })
    : state.phase === 'failed'
      ? text(state.message)
      : held
        ? t('fileUploaded', { file: held.fileName })
        : '';

  return (
    <div
      role="group"
      aria-labelledby={ids.label}
      className={className}
      onBlur={(e) => {
        // Touched when focus leaves the whole field, not when it moves between its buttons.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <span id={ids.label} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className={requiredMarkClass}>
            *
          </span>
        )}
        {required && <span className="sr-only"> {t('required')}</span>}
      </span>
      <div
        onDragEnter={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        // Without preventDefault on dragover the browser opens a dropped file instead of handing it over.
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cx(
          'mt-1 rounded-lg border border-dashed p-3',
          dragging ? 'border-brand-600 bg-brand-50' : cx('bg-white', controlBorder(Boolean(message))),
        )}
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {/* The file's line: its name and its Remove button stay together however narrow the screen. */}
          <div className="flex min-w-0 flex-1 basis-48 items-center gap-2">
            <FileLine id={ids.file} uploading={uploading ? state.fileName : null} held={held} photo={Boolean(photoAccept)} />
            {held && !disabled && (
              <Button variant="ghost" size="sm" aria-label={t('removeFile', { file: held.fileName })} onClick={remove}>
                {t('remove')}
              </Button>
            )}
          </div>
          <Button
            ref={setMainButton}
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={mainAction}
            aria-labelledby={`${ids.label} ${ids.action}`}
            aria-describedby={describedBy(ids.file, ids.hint, message && ids.error)}
          >
            <span id={ids.action}>{uploading ? t('cancel') : held ? t('replace') : t('chooseFile')}</span>
          </Button>
          {photoAccept && !uploading && (
            // Only where the screen is touched: a phone's camera, straight to the document.
            <span className="hidden pointer-coarse:contents">
              <Button variant="secondary" size="sm" disabled={disabled} onClick={() => cameraRef.current?.click()}>
                {t('takePhoto')}
              </Button>
            </span>
          )}
        </div>
        {uploading && <UploadProgress fileName={state.fileName} percent={state.percent} />}
      </div>
      <p id={ids.hint} className={hintClass}>
        {hint ?? uploadHint(purpose)}
      </p>
      {message && (
        <p id={ids.error} className={errorClass}>
          {text(message)}
        </p>
      )}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {sample && <SampleToggle sample={sample} />}
      {/* Never named: a native form post must not carry the file itself, only the id below. */}
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        accept={acceptFor(purpose)}
        disabled={disabled}
        onChange={(e) => {
          take(e.target.files);
          // Cleared so picking the same file again (after a refusal) fires a change.
          e.target.value = '';
        }}
      />
      {photoAccept && (
        <input
          ref={cameraRef}
          type="file"
          hidden
          tabIndex={-1}
          accept={photoAccept}
          capture="environment"
          disabled={disabled}
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      )}
      {name && <input type="hidden" name={name} value={held?.documentId ?? ''} />}
    </div>
  );
}
