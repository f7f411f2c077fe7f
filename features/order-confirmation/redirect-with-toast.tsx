'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/client/notify';

interface RedirectWithToastProps {
  tone: 'info' | 'error';
  message: string;
  /** what the spinner says meanwhile, in the page's language */
  label: string;
  /** where to go; home unless said otherwise */
  href?: string;
}

/**
 * "Go home and tell them why": the core's message travels as a prop, never in the URL, so it
 * cannot be forged by a link and does not come back on reload. replace() keeps this page out
 * of the history, so Back does not land here again.
 */
export function RedirectWithToast({ tone, message, label, href = '/' }: RedirectWithToastProps) {
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify(tone, message);
    router.replace(href);
  }, [tone, message, href, router]);

  return (
    <div className="flex justify-center py-12 text-brand-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A server-rendered page's one-off toast (e.g. the core's success message); renders nothing. */
export function ToastOnMount({ tone, message }: { tone: 'success' | 'info' | 'error'; message: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notify(tone, message);
  }, [tone, message]);
  return null;
}
