import { createElement } from 'react';
import type * as SonnerModule from 'sonner';
import { MessageText } from '@/lib/i18n/message-text';
import { TOAST_DURATION_MS } from '@/lib/constants';

/*
 * Where a toast goes. A modal <dialog> sits in the browser's top layer and makes the rest of the
 * page inert: a toast from the page's toaster would be drawn under it and never announced. So each
 * open dialog has a toaster of its own (components/ui/modal.tsx), and a toast goes to the
 * topmost one. When that dialog closes first (a request sent, then the dialog shut), toasts it was
 * still showing move down to the next layer instead of vanishing with it.
 */
export type Tone = 'success' | 'error' | 'info';
type Sonner = typeof SonnerModule;

interface Sent {
  id: string | number;
  tone: Tone;
  message: string;
  at: number;
}

interface Layer {
  id: string;
  sent: Sent[];
  ready: Promise<void>;
  markReady: () => void;
}

const layers: Layer[] = [];
/** Toasters mounted and listening. A toaster's effect may run before its dialog's (children first). */
const listening = new Set<string>();

const loadSonner = (): Promise<Sonner> => import('sonner');

/** Called by a dialog as it opens; its toaster then takes the toasts until popToastLayer. */
export function pushToastLayer(id: string): void {
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  layers.push({ id, sent: [], ready, markReady });
  if (listening.has(id)) markReady();
}

/** The dialog's toaster has mounted and listens (true) or is gone (false). */
export function setToastLayerListening(id: string, on: boolean): void {
  if (!on) {
    listening.delete(id);
    return;
  }
  listening.add(id);
  layers.find((l) => l.id === id)?.markReady();
}

export function popToastLayer(id: string): void {
  const index = layers.findIndex((l) => l.id === id);
  if (index < 0) return;
  const [layer] = layers.splice(index, 1);
  if (!layer) return;
  // Anything still waiting for this toaster goes to the next layer instead.
  layer.markReady();
  const showing = layer.sent.filter((s) => Date.now() - s.at < TOAST_DURATION_MS);
  if (!showing.length) return;
  void loadSonner().then(async (sonner) => {
    for (const s of showing) {
      sonner.toast.dismiss(s.id);
      await send(sonner, s.tone, s.message);
    }
  });
}

/** A toast on the topmost layer: the open dialog's toaster, or the page's when none is open. */
export async function sendToast(tone: Tone, message: string): Promise<void> {
  await send(await loadSonner(), tone, message);
}

/**
 * A toast's text is a catalogue key or the core's words: the toaster words it where it is drawn,
 * with the messages of its place (a dialog's toaster: the dialog's feature's; the page's: the shared set).
 */
const shown = (message: string) => createElement(MessageText, { message });

async function send(sonner: Sonner, tone: Tone, message: string): Promise<void> {
  const layer = layers.at(-1);
  if (!layer) {
    sonner.toast[tone](shown(message));
    return;
  }
  // A toast sent before the dialog's toaster listens would be lost; its mount is a frame away.
  await layer.ready;
  // Closed meanwhile: the toast goes to whatever is on top now.
  if (!layers.includes(layer)) return send(sonner, tone, message);
  const id = sonner.toast[tone](shown(message), { toasterId: layer.id });
  layer.sent.push({ id, tone, message, at: Date.now() });
}
