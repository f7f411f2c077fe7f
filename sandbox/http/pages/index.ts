import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '../core';
import { readBody, sendText } from '../body';
import type { Settings } from '../../handlers/route';
import { answerMandate, showMandate } from './billdesk';
import { isCheckoutAction, showCheckout, submitCheckout } from './checkout';
import { SDK_CSS, sdkScript } from './sdk';
import { answerUpiMandate, showUpiMandate } from './upi-app';
import { answerUpiDebit, showUpiDebit } from './upi-debit';

/**
 * Browser-facing pages of the third parties the sandbox plays: the payment
 * gateway (/pg/…), the e-mandate provider (/billdesk/…) and the payer's UPI app (/upi/…). No envelope and
 * no bearer token, as on the real providers' sites.
 */
export interface PagesDeps {
  core: Core;
  clock: () => number;
  settings: Settings;
}

const CHECKOUT = /^\/pg\/checkout\/([A-Za-z0-9]{1,64})(?:\/([a-z]+))?$/;

/** Answers the request if it is one of these pages; returns false otherwise. */
export async function handlePages(req: IncomingMessage, res: ServerResponse, url: URL, deps: PagesDeps): Promise<boolean> {
  const db = deps.core.db;
  const checkout = CHECKOUT.exec(url.pathname);
  if (checkout) {
    const [, transactionId = '', action] = checkout;
    if (req.method === 'GET' && action === undefined) {
      showCheckout(db, res, transactionId);
      return true;
    }
    if (req.method === 'POST' && action !== undefined && isCheckoutAction(action)) {
      await readBody(req);
      submitCheckout(db, res, { transactionId, action, now: deps.clock() });
      return true;
    }
    return false;
  }

  switch (`${req.method} ${url.pathname}`) {
    case 'GET /billdesk/sdk.js':
      sendText(res, 200, sdkScript(deps.settings.publicUrl), 'application/javascript');
      return true;
    case 'GET /billdesk/sdk.css':
      sendText(res, 200, SDK_CSS, 'text/css');
      return true;
    case 'GET /billdesk/mandate':
      showMandate(db, res, url.searchParams.get('mandateTokenId') ?? '', url.searchParams.get('authToken') ?? '');
      return true;
    case 'POST /billdesk/mandate/authorise':
    case 'POST /billdesk/mandate/decline': {
      const form = new URLSearchParams(await readBody(req));
      answerMandate(db, res, { form, authorise: url.pathname.endsWith('/authorise'), now: deps.clock() });
      return true;
    }
    case 'GET /upi/mandate':
      showUpiMandate(db, res, url.searchParams.get('mandateTokenId') ?? '', url.searchParams.get('authToken') ?? '');
      return true;
    case 'POST /upi/mandate/approve':
    case 'POST /upi/mandate/decline': {
      const form = new URLSearchParams(await readBody(req));
      answerUpiMandate(db, res, { form, approve: url.pathname.endsWith('/approve'), now: deps.clock() });
      return true;
    }
    case 'GET /upi/debit':
      showUpiDebit(db, res, Number(url.searchParams.get('id') ?? ''), url.searchParams.get('token') ?? '');
      return true;
    case 'POST /upi/debit/approve':
    case 'POST /upi/debit/decline': {
      const form = new URLSearchParams(await readBody(req));
      answerUpiDebit(db, res, { form, approve: url.pathname.endsWith('/approve'), now: deps.clock() });
      return true;
    }
    default:
      return false;
  }
}
