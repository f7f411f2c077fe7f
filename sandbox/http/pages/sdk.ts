import { BILLDESK_MERCHANT_ID } from '../../domain/mandates';

/**
 * The provider's browser SDK as the portal loads it: `window.loadBillDeskSdk(config)`.
 * It checks the config the way the provider's does (problems go to
 * responseHandler as {status: 'ERROR', message}), then shows a small overlay
 * and takes the whole window, not a child window, to the bank page.
 */
export function sdkScript(publicUrl: string): string {
  return `/* Sandbox e-mandate SDK */
(function () {
  'use strict';
  var BASE = ${JSON.stringify(publicUrl)};
  var MERCHANT = ${JSON.stringify(BILLDESK_MERCHANT_ID)};
  function text(v) { return typeof v === 'string' && v.trim() !== ''; }
  function problem(config) {
    if (!config || typeof config !== 'object') return 'config is required';
    if (config.flowType !== 'emandate') return 'flowType must be "emandate"';
    var f = config.flowConfig;
    if (!f || typeof f !== 'object') return 'flowConfig is required';
    if (!text(f.merchantId) || f.merchantId !== MERCHANT) return 'flowConfig.merchantId is not a known merchant';
    if (!text(f.mandateTokenId)) return 'flowConfig.mandateTokenId is required';
    if (!text(f.authToken)) return 'flowConfig.authToken is required';
    if (!text(f.returnUrl) || !/^https?:\\/\\//i.test(f.returnUrl)) return 'flowConfig.returnUrl must be an http(s) URL';
    if (f.childWindow === true) return 'childWindow is not supported for emandate';
    if (f.retryCount !== undefined && !(Number.isInteger(f.retryCount) && f.retryCount >= 0 && f.retryCount <= 5)) {
      return 'flowConfig.retryCount must be a whole number from 0 to 5';
    }
    return null;
  }
  function overlay() {
    var el = document.createElement('div');
    el.className = 'bdsdk-overlay';
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    el.innerHTML = '<div class="bdsdk-box"><span class="bdsdk-spinner" aria-hidden="true"></span>' +
      '<span>Redirecting to your bank\\u2026</span></div>';
    document.body.appendChild(el);
  }
  window.loadBillDeskSdk = function (config) {
    var handler = config && config.responseHandler;
    if (typeof handler !== 'function') throw new TypeError('loadBillDeskSdk: responseHandler must be a function');
    var message = problem(config);
    if (message) { handler({ status: 'ERROR', message: message }); return; }
    var f = config.flowConfig;
    overlay();
    window.location.assign(BASE + '/billdesk/mandate?mandateTokenId=' + encodeURIComponent(f.mandateTokenId) +
      '&authToken=' + encodeURIComponent(f.authToken));
  };
})();
`;
}

export const SDK_CSS = `/* Sandbox e-mandate SDK: the 'Redirecting to your bank' overlay */
.bdsdk-overlay{position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;
  background:rgba(15,23,42,.72);font:16px/1.4 system-ui,sans-serif}
.bdsdk-box{display:flex;align-items:center;gap:.75rem;padding:1rem 1.5rem;border-radius:8px;background:#fff;color:#1b1f24;
  box-shadow:0 10px 30px rgba(0,0,0,.3)}
.bdsdk-spinner{width:1.25rem;height:1.25rem;border:3px solid #c9d1d9;border-top-color:#0b4f8a;border-radius:50%;
  animation:bdsdk-spin .8s linear infinite}
@keyframes bdsdk-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion: reduce){.bdsdk-spinner{animation:none}}
`;
