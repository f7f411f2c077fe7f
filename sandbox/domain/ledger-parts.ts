import { istToday } from '../store/calendar';
import { customerById } from '../store/customers';
import type { Db } from '../store/db';
import type { OrderRow } from '../store/orders';
import { coveragesOf, type PolicyRow } from '../store/policies';
import type { ReceiptParts } from '../store/receipts';
import { stateOfAddress } from './gst';
import { frequencyMonths, gstBpOf, premiumBreakup } from './premium';
import { revival } from './policy-values';

/**
 * What each premium the ledger records is made of. The figures are the premium rules' own (the
 * breakup for an instalment, the revival for a reinstatement), taken on the day the payment was
 * asked for, so a receipt's parts are what the customer was shown before paying.
 */

const share = (paise: number, bp: number) => Math.round((paise * bp) / 10_000);

/** The premium of `dueDate` paid on `paidOn`: instalment, its GST, any late fee. Single premiums too. */
export function chargedFor(db: Db, p: PolicyRow, dueDate: string, paidOn: string): ReceiptParts {
  const gstBp = gstBpOf(p, dueDate);
  if (frequencyMonths(p.payment_frequency) === null) {
    const premiumPaise = coveragesOf(db, p.id).reduce((sum, c) => sum + c.premium_paise, 0) || p.modal_premium_paise;
    return { premiumPaise, gstPaise: share(premiumPaise, gstBp), gstBp, chargesPaise: 0 };
  }
  // Asked of a premium that is past (or of a policy now fully paid), as if it were the one due.
  const b = premiumBreakup(db, { ...p, prem_due: dueDate, premium_status: 'Premium Due' }, paidOn);
  const sum = (codes: string[]) => (b?.lines ?? []).filter((l) => codes.includes(l.code)).reduce((s, l) => s + l.paise, 0);
  return { premiumPaise: sum(['BASE', 'RIDER']), gstPaise: sum(['TAX']), gstBp, chargesPaise: sum(['LATE_FEE']) };
}

/** The parts of a paid order; whatever the rules no longer account for counts as charges, never lost. */
export function orderParts(db: Db, order: OrderRow, p: PolicyRow): ReceiptParts {
  const askedOn = istToday(order.created_at);
  let parts: ReceiptParts;
  if (order.purpose === 'REINSTATEMENT') {
    const r = revival(p, askedOn);
    const gstBp = r.premiumsPaise ? Math.round((r.taxPaise * 10_000) / r.premiumsPaise) : 0;
    parts = { premiumPaise: r.premiumsPaise, gstPaise: r.taxPaise, gstBp, chargesPaise: r.interestPaise + r.lateFeePaise };
  } else parts = chargedFor(db, p, order.due_date, askedOn);
  const rest = order.amount_paise - parts.premiumPaise - parts.gstPaise;
  if (rest >= 0) return { ...parts, chargesPaise: rest };
  return { premiumPaise: order.amount_paise, gstPaise: 0, gstBp: 0, chargesPaise: 0 };
}

/** GST's place of supply for a payment made now: the state of the customer's address on record. */
export function supplyStateOf(db: Db, customerId: number): string | null {
  const c = customerById(db, customerId);
  return stateOfAddress(c.mailing_address ?? c.permanent_address);
}
