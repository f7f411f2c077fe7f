import type { BillDeskFlowConfig } from '@/lib/server/data/enach';
import { ENACH_SDK_RETRY_COUNT } from './enach-rules';

/** SPEC §8: every way the provider's SDK can fail to start reads the same to the customer. */
export const SDK_ERROR = 'enach.errors.sdk';

/** A script that neither loads nor fails (a stalled connection) must not leave the page busy forever. */
const LOAD_TIMEOUT_MS = 20_000;

interface BillDeskResult {
  status?: string;
  message?: string;
}

interface BillDeskConfig {
  flowType: 'emandate';
  flowConfig: BillDeskFlowConfig & { childWindow: false; retryCount: number };
  responseHandler: (result: BillDeskResult) => void;
}

declare global {
  interface Window {
    loadBillDeskSdk?: (config: BillDeskConfig) => void;
  }
}

let scriptLoad: Promise<void> | null = null;

/** One <script> per page: a second Proceed reuses it; a failed one is dropped so a retry can fetch again. */
function loadScript(src: string, nonce: string): Promise<void> {
  if (window.loadBillDeskSdk) return Promise.resolve();
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      script.remove();
      scriptLoad = null;
      reject(new Error(`could not load ${src}`));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = src;
    script.async = true;
    // The CSP trusts scripts by this request's nonce ('strict-dynamic'), not by host.
    script.nonce = nonce;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      fail();
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

/** The provider styles its own pieces; a missing stylesheet is cosmetic, so it is not awaited. */
function loadStylesheet(href: string): void {
  if (document.querySelector(`link[data-billdesk-sdk]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.billdeskSdk = '';
  document.head.appendChild(link);
}

/**
 * Loads the provider's SDK on this page and starts the e-mandate (SPEC §4 "Auto-pay"). On success
 * the SDK navigates away to the bank step; `onError` hears a later ERROR report. Rejects when the
 * SDK cannot be started at all.
 */
export async function openMandate(sdkUrl: string, nonce: string, flow: BillDeskFlowConfig, onError: () => void): Promise<void> {
  loadStylesheet(`${sdkUrl}/billdesk/sdk.css`);
  await loadScript(`${sdkUrl}/billdesk/sdk.js`, nonce);
  const start = window.loadBillDeskSdk;
  if (typeof start !== 'function') throw new Error('loadBillDeskSdk is missing');
  start({
    flowType: 'emandate',
    flowConfig: { ...flow, childWindow: false, retryCount: ENACH_SDK_RETRY_COUNT },
    responseHandler: (result) => {
      if (String(result?.status).toUpperCase() === 'ERROR') onError();
    },
  });
}
