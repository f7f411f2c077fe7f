import { useCallback, useState } from 'react';

/**
 * Whether any of a form's uploaders has a file on its way, so the form can hold its submit until
 * every file has landed. Each uploader reports under its field's name (FileUploader's onBusyChange).
 */
export function useUploadsBusy(): [busy: boolean, report: (field: string, busy: boolean) => void] {
  const [fields, setFields] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (field: string, busy: boolean) =>
      setFields((now) => {
        if (now.has(field) === busy) return now;
        const next = new Set(now);
        if (busy) next.add(field);
        else next.delete(field);
        return next;
      }),
    [],
  );
  return [fields.size > 0, report];
}
