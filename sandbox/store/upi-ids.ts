import type { Db } from './db';

/**
 * The UPI IDs a customer has approved a UPI AutoPay mandate from (schema v20's enach_mandates of
 * kind 'UPI' that succeeded), newest first: theirs by the UPI app's own approval, so offered to pick
 * from for the next mandate. A declined or unfinished one proves nothing and is left out.
 */
export const approvedUpiIdsOf = (db: Db, customerId: number) =>
  (
    db
      .prepare(
        `SELECT vpa FROM enach_mandates WHERE customer_id = ? AND kind = 'UPI' AND status = 'SUCCESS' AND vpa IS NOT NULL
        GROUP BY vpa ORDER BY max(id) DESC`,
      )
      .all(customerId) as Array<{ vpa: string }>
  ).map((r) => r.vpa);
