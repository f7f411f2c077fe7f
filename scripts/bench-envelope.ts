// Cost the envelope adds to one upstream call: seal the request, open the response. The keys are a
// ring of two, as in the middle of a rotation, and the response comes under the older one.
import { randomBytes } from 'node:crypto';
import { envelopeKey, KeyRing, open, seal } from '@portal/contracts/envelope';

const older = envelopeKey(randomBytes(32), 'k2026a');
const key = new KeyRing([envelopeKey(randomBytes(32), 'k2026b'), older]);
const request = { sessionId: '3f1c2a9e-6b1d-4f7e-9c55-0d8a3c7e1b22', policyNumber: '10000001', customerId: 'C1000001' };
// A response of realistic size: a customer's policy list (~6 policies, ~4 KB of JSON).
const policy = {
  id: '1',
  policyNo: '10000001',
  policyName: 'Wealth Builder ULIP',
  insuredName: 'Aarav Sharma',
  policyStatus: 'In Force',
  policyStatusCode: 'IF',
  premiumStatus: 'Premium Due',
  isUlip: 'Y',
  paidToDate: '01/12/2026',
  premDue: '01/12/2026',
  payableAmount: '5000.00',
  paymentFrequency: 'Monthly',
  paymentType: 'cash',
  productCode: 'WBU',
  hasAnnuityDetails: false,
  annuityDetailsDto: null,
  sumAssured: '1200000.00',
  riderBenefit: null,
  policyTerm: '20 Years',
  premPayTerm: '10 Years',
  currentValue: '251234.55',
  investedValue: '200000.00',
  gainLoss: '51234.55',
  returns: '25.62',
  selectCoverage: JSON.stringify([{ coverageCode: 'BASE', coverageName: 'Base cover', sumAssured: '1200000.00' }]),
};
const response = { code: 200, message: 'Success', data: Array.from({ length: 6 }, (_, i) => ({ ...policy, id: String(i) })) };
const responseToken = seal(response, older);

function perCall(iterations: number): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) {
    seal(request, key);
    open(responseToken, key);
  }
  return Number(process.hrtime.bigint() - start) / iterations / 1e6;
}

perCall(2000); // warm up the JIT
const runs = [perCall(20000), perCall(20000), perCall(20000)].sort((a, b) => a - b);
const median = runs[1]!;
console.log(JSON.stringify({ msPerCall: Number(median.toFixed(4)), responseBytes: Buffer.byteLength(JSON.stringify(response)) }));
