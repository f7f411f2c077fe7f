import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { shortenFileName, type UploadedFile } from '@/lib/uploads/file-rules';
import { cx, focusRing } from './field-styles';

/** A picked file's name, shortened past 40 characters (SPEC §5); the whole name stays in the title and for AT. */
export function FileNameText({ name, className }: { name: string; className?: string }) {
  const short = shortenFileName(name);
  if (short === name) return <span className={cx('break-all', className)}>{name}</span>;
  return (
    <span className={className} title={name}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}

/**
 * What the field holds: the file on its way, the file uploaded, or how to give one: dragging a
 * file in where there is a mouse, choosing one or taking a photo on a touch screen, where nothing
 * can be dragged.
 */
export function FileLine({
  id,
  uploading,
  held,
  photo,
}: {
  id: string;
  uploading: string | null;
  held: UploadedFile | null;
  /** the field takes a photo from the camera */
  photo: boolean;
}) {
  const t = useTranslations('ui');
  return (
    <p id={id} className="min-w-0 flex-1 text-sm text-ink-700">
      {uploading && <FileNameText name={uploading} className="font-medium text-ink-900" />}
      {held && (
        <>
          <FileNameText name={held.fileName} className="font-medium text-ink-900" />{' '}
          <span className="font-semibold text-leaf-700">{t('uploaded')}</span>
        </>
      )}
      {!uploading && !held && (
        <>
          <span className="pointer-coarse:hidden">{t('dropHint')}</span>
          <span className="hidden pointer-coarse:inline">{photo ? t('phoneCameraHint') : t('phoneHint')}</span>
        </>
      )}
    </p>
  );
}

/** Bytes really sent, as a bar; whole percents so AT does not read out every tick. */
export function UploadProgress({ fileName, percent }: { fileName: string; percent: number }) {
  const t = useTranslations('ui');
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label={t('uploadingFile', { file: fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-ink-500" aria-hidden="true">
        {percent < 100 ? t('uploading', { percent: String(percent) }) : t('checking')}
      </p>
    </div>
  );
}

export interface SampleImage {
  src: string;
  alt: string;
  /** the toggle's words, e.g. 'View sample Aadhaar'; default 'View sample' */
  label?: string;
}

/** SPEC §2 Aadhaar proof: a sample the customer can show and hide, closed at first so the form stays short. */
export function SampleToggle({ sample }: { sample: SampleImage }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useTranslations('ui');
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={cx('min-h-11 text-sm font-semibold text-brand-700 underline underline-offset-2 desk:min-h-0', focusRing)}
      >
        {open ? t('hideSample') : (sample.label ?? t('viewSample'))}
      </button>
      <div id={panelId} hidden={!open}>
        {/* A plain <img>: images are unoptimised in this app, and a sample is a small static file. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image would add its script to every page with a file field, for no gain here */}
        <img src={sample.src} alt={sample.alt} className="mt-2 max-h-56 w-auto rounded-lg border border-brand-100" />
      </div>
    </div>
  );
}
