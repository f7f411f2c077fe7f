import { beforeEach, describe, expect, it, vi } from 'vitest';

// The toast library as the layers see it: each call is recorded with the toaster it was sent to.
const sent: { tone: string; message: string; toasterId?: string }[] = [];
const ids: number[] = [];
const dismissed: (string | number)[] = [];
vi.mock('sonner', () => {
  let next = 0;
  // The layers hand the toaster an element that words the text where it is drawn; its text is what counts here.
  const make = (tone: string) => (shown: { props: { message: string } }, options?: { toasterId?: string }) => {
    sent.push({ tone, message: shown.props.message, toasterId: options?.toasterId });
    ids.push(++next);
    return next;
  };
  return {
    toast: { success: make('success'), error: make('error'), info: make('info'), dismiss: (id: number) => dismissed.push(id) },
  };
});

const layers = await import('@/lib/client/toast-layers');
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('toasts over dialogs', () => {
  beforeEach(() => {
    sent.length = 0;
    dismissed.length = 0;
  });

  it('goes to the page when no dialog is open', async () => {
    await layers.sendToast('success', 'Saved');
    expect(sent).toEqual([{ tone: 'success', message: 'Saved', toasterId: undefined }]);
  });

  it('goes to the topmost open dialog, once its toaster listens', async () => {
    layers.pushToastLayer('outer');
    layers.setToastLayerListening('outer', true);
    layers.pushToastLayer('inner');
    const pending = layers.sendToast('error', 'Not verified');
    await settle();
    expect(sent).toEqual([]); // the inner toaster has not mounted yet: the toast would be lost
    layers.setToastLayerListening('inner', true);
    await pending;
    expect(sent).toEqual([{ tone: 'error', message: 'Not verified', toasterId: 'inner' }]);
    layers.popToastLayer('inner');
    layers.popToastLayer('outer');
  });

  it('counts a toaster that mounted before its dialog registered (child effects run first)', async () => {
    layers.setToastLayerListening('early', true);
    layers.pushToastLayer('early');
    await layers.sendToast('info', 'Hello');
    expect(sent).toEqual([{ tone: 'info', message: 'Hello', toasterId: 'early' }]);
    layers.popToastLayer('early');
    layers.setToastLayerListening('early', false);
  });

  it('moves a toast still showing to the page when its dialog closes', async () => {
    layers.pushToastLayer('modal');
    layers.setToastLayerListening('modal', true);
    await layers.sendToast('success', 'Request submitted');
    const inModal = ids.at(-1);
    layers.popToastLayer('modal');
    await settle();
    await settle();
    expect(dismissed).toEqual([inModal]);
    expect(sent).toEqual([
      { tone: 'success', message: 'Request submitted', toasterId: 'modal' },
      { tone: 'success', message: 'Request submitted', toasterId: undefined },
    ]);
  });

  it('sends a toast waiting on a dialog that closed to the layer below', async () => {
    layers.pushToastLayer('closing');
    const pending = layers.sendToast('error', 'Too late');
    layers.popToastLayer('closing');
    await pending;
    expect(sent).toEqual([{ tone: 'error', message: 'Too late', toasterId: undefined }]);
  });
});
