'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { startUpload, type UploadJob } from '@/lib/client/upload-file';
import { checkFile, type DocumentPurpose, type UploadedFile } from '@/lib/uploads/file-rules';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  | { phase: 'failed'; fileName: string; message: string };

interface Options {
  purpose: DocumentPurpose;
  onChange: (value: UploadedFile | null) => void;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The uploader's life: a picked file is checked here first, then sent at once in the background;
 * only a file the core kept reaches `onChange`. Picking again, cancelling or unmounting aborts the
 * request in flight, and a late answer to an abandoned request is ignored.
 */
export function useFileUpload({ purpose, onChange, onBusyChange }: Options) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const job = useRef<UploadJob | null>(null);
  // The latest callbacks, so an answer arriving after a re-render reaches the current form.
  const callbacks = useRef({ onChange, onBusyChange });
  useEffect(() => {
    callbacks.current = { onChange, onBusyChange };
  });
  useEffect(() => () => job.current?.abort(), []);

  const pick = useCallback(
    async (file: File) => {
      job.current?.abort();
      job.current = null;
      callbacks.current.onChange(null);
      const problem = checkFile(file, purpose);
      if (problem) {
        callbacks.current.onBusyChange?.(false);
        setState({ phase: 'failed', fileName: file.name, message: problem.message });
        return;
      }
      setState({ phase: 'uploading', fileName: file.name, percent: 0 });
      callbacks.current.onBusyChange?.(true);
      const current = startUpload(file, purpose, (percent) =>
        setState((s) => (s.phase === 'uploading' && job.current === current ? { ...s, percent } : s)),
      );
      job.current = current;
      const outcome = await current.done;
      if (job.current !== current) return;
      job.current = null;
      callbacks.current.onBusyChange?.(false);
      if (outcome.ok) {
        setState({ phase: 'idle' });
        callbacks.current.onChange(outcome.file);
      } else if ('aborted' in outcome) {
        setState({ phase: 'idle' });
      } else if (outcome.sessionEnded) {
        // A full load on purpose, as the shell's expiry watch does: the session has ended, so no
        // page the router kept for this customer may outlive it.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the router would keep them
        window.location.assign('/login?expired=Y');
      } else {
        setState({ phase: 'failed', fileName: file.name, message: outcome.message });
      }
    },
    [purpose],
  );

  /** Stops the upload in flight, or forgets the uploaded file (the core lets unused ones expire). */
  const clear = useCallback(() => {
    const running = job.current;
    job.current = null;
    running?.abort();
    if (running) callbacks.current.onBusyChange?.(false);
    setState({ phase: 'idle' });
    callbacks.current.onChange(null);
  }, []);

  return { state, pick, clear };
}
