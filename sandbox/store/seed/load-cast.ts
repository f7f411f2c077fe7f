import type { Db } from '../db';
import { addDays, addMonths, addYears, istToday } from '../calendar';
import { insertCustomer } from './index';
import { insertPolicy } from './insert-policy';

/**
 * Customers for a load test (POST /__sandbox/load-customers): many people each with one term
 * plan whose monthly premium falls due in a few days, so each can log in and pay once. Their
 * mobile numbers (70000 00001 on) and policy numbers (7000 0001 on) are apart from the fixed cast.
 */
export interface LoadCustomer {
  mobile: string;
  policyNo: string;
}

export const MAX_LOAD_CUSTOMERS = 500;

export function seedLoadCustomers(db: Db, count: number, now: number): LoadCustomer[] {
  const today = istToday(now);
  const due = addDays(today, 5);
  const start = addMonths(due, -12);
  return db.transaction(() => {
    const taken = Number((db.prepare(`SELECT COUNT(*) AS n FROM customers WHERE client_id LIKE 'L%'`).get() as { n: number }).n);
    const made: LoadCustomer[] = [];
    for (let i = taken + 1; i <= taken + count; i++) {
      const n = String(i).padStart(5, '0');
      const who = { mobile: `70000${n}`, policyNo: `7000${String(i).padStart(4, '0')}` };
      const name = `Load Tester ${i}`;
      const id = insertCustomer(
        db,
        {
          clientId: `L${n}`,
          title: 'Mr.',
          firstName: 'Load',
          surname: `Tester ${i}`,
          mobile: who.mobile,
          email: `load.tester.${i}@example.com`,
          dateOfBirth: '1990-01-01',
          gender: 'male',
          permanentAddress: `${i} Test Street, Pune, Maharashtra 411001, India`,
          mailingAddress: `${i} Test Street, Pune, Maharashtra 411001, India`,
          kyc: { status: 'COMPLETED', aadhaarLast4: null, pan: null, panVerified: false },
        },
        now,
      );
      insertPolicy(
        db,
        {
          policyNo: who.policyNo,
          ownerClientId: `L${n}`,
          productCode: 'TSP',
          productName: 'Term Shield Plus',
          planType: 'Term',
          insuredName: name,
          proposerName: name,
          statusCode: 'IF',
          premiumStatus: 'Premium Due',
          paymentFrequency: 'Monthly',
          paymentType: 'cash',
          commencementDate: start,
          maturityDate: addYears(start, 20),
          paidToDate: due,
          premDue: due,
          modalPremium: 1_000,
          payable: 1_000,
          sumAssured: 2_500_000,
          riderBenefit: null,
          policyTerm: '20 Years',
          premPayTerm: '20 Years',
          invested: null,
          funds: [],
          riders: [],
          nominees: [],
        },
        id,
      );
      made.push(who);
    }
    return made;
  })();
}

export interface LoadCustomerPayments {
  policyNo: string;
  /** orders the gateway settled as paid */
  paidOrders: number;
  receipts: number;
  /** paise received in all */
  receivedPaise: number;
}

/** What each load-test policy has been charged and given receipts for, to check none paid twice. */
export function loadCustomerPayments(db: Db): LoadCustomerPayments[] {
  return db
    .prepare(
      `SELECT p.policy_no AS policyNo,
         (SELECT COUNT(*) FROM orders o WHERE o.policy_id = p.id AND o.status = 'SUCCESS') AS paidOrders,
         (SELECT COUNT(*) FROM receipts r WHERE r.policy_id = p.id) AS receipts,
         (SELECT COALESCE(SUM(r.amount_paise), 0) FROM receipts r WHERE r.policy_id = p.id) AS receivedPaise
       FROM policies p JOIN customers c ON c.id = p.owner_id
       WHERE c.client_id LIKE 'L%' ORDER BY p.policy_no`,
    )
    .all() as LoadCustomerPayments[];
}
