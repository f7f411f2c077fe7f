import { sendToast, type Tone } from './toast-layers';

/**
 * Toasts without putting the toast library in every page's first load: it is fetched on first
 * use, the same module instance the lazy toasters render. Over an open dialog, the toast shows
 * in that dialog (lib/client/toast-layers.ts).
 */
export function notify(tone: Tone, message: string): void {
  void sendToast(tone, message);
}
