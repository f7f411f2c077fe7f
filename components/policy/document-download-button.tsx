'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/client/notify';
import { GENERIC_ERROR } from '@/lib/constants';
import { SLOW_DOCUMENT_MS, downloadedMessage, fileNameFromDisposition, type DocumentRequest } from '@/lib/document-rules';

export interface DocumentDownloadButtonProps {
  request: DocumentRequest;
  label: string;
  /** wins over the server's name, e.g. PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf (SPEC "Payment confirmation") */
  fileName?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** code 422: the caller offers its own way on (e.g. request the e-policy); else a dialog says so */
  onUnavailable?: (message: string) => void;
}

async function messageOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message ? body.message : GENERIC_ERROR;
}

/**
 * Fetches a PDF from /api/documents and saves it; the result is told by toast, dialog or login.
 * Its words are the `documents` catalogue: every page that shows it hands that down
 * (<ClientMessages namespaces={['documents']}>); the core's refusals come in the page's language.
 */
export function DocumentDownloadButton({ request, label, fileName, variant, size, onUnavailable }: DocumentDownloadButtonProps) {
  const t = useTranslations('documents');
  const ui = useTranslations('ui');
  const [busy, setBusy] = useState(false);
  // A download needs the script: until it runs, the button says so by being disabled.
  const hydrated = useHydrated();
  const [slow, setSlow] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const slowTimer = useRef<number | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => () => window.clearTimeout(slowTimer.current), []);
  // The busy button is disabled, which drops keyboard focus to <body>; put it back when done,
  // unless our dialog has just opened and holds it.
  useEffect(() => {
    if (busy || !refocus.current || unavailable !== null) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [busy, unavailable]);

  async function download() {
    if (busy) return;
    refocus.current = document.activeElement === buttonRef.current;
    setBusy(true);
    slowTimer.current = window.setTimeout(() => setSlow(true), SLOW_DOCUMENT_MS);
    try {
      const res = await fetch('/api/documents', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
        cache: 'no-store',
      });
      if (res.status === 401) {
        // A full load on purpose, as the shell's expiry watch does: the session has ended, so no
        // page the router kept for this customer may outlive it.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the router would keep them
        window.location.assign('/login?expired=Y');
        return;
      }
      if (res.status === 422) {
        const message = await messageOf(res);
        if (onUnavailable) onUnavailable(message);
        else setUnavailable(message);
      } else if (!res.ok) {
        notify('error', await messageOf(res));
      } else {
        const name = fileName ?? fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? `${request.documentType}.pdf`;
        saveBlob(await res.blob(), name);
        notify('success', downloadedMessage(t, res.headers.get('X-Emailed-To')));
      }
    } catch {
      notify('error', GENERIC_ERROR);
    } finally {
      window.clearTimeout(slowTimer.current);
      setSlow(false);
      setBusy(false);
    }
  }

  function closeDialog() {
    setUnavailable(null);
    refocus.current = true;
  }

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button ref={buttonRef} variant={variant} size={size} loading={busy} disabled={!hydrated} onClick={download}>
        {label}
      </Button>
      {/* Always in the DOM so screen readers announce the text when it appears. */}
      <span role="status" className="text-sm text-ink-700 empty:hidden">
        {slow ? t('slow') : ''}
      </span>
      {!onUnavailable && (
        <Modal
          open={unavailable !== null}
          onClose={closeDialog}
          title={t('unavailableTitle')}
          size="sm"
          footer={<Button onClick={closeDialog}>{ui('ok')}</Button>}
        >
          <p className="text-ink-700">{unavailable}</p>
        </Modal>
      )}
    </span>
  );
}

/**
 * An anchor with `download` is the one way to save a fetched file across browsers without a
 * library. The object URL is released later: some browsers read it after click() returns.
 */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
