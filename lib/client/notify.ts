type Tone = 'success' | 'error' | 'info';

/**
 * Toasts without putting the toast library in every page's first load: it is
 * fetched on first use, the same module instance the lazy <AppToaster> renders.
 */
export function notify(tone: Tone, message: string): void {
  void import('sonner').then(({ toast }) => toast[tone](message));
}
