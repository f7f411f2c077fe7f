import type { Language } from '@portal/contracts/language';
import { customerById } from '../store/customers';
import type { Db } from '../store/db';
import { nomineesOf, policiesOf } from '../store/policies';
import { serviceRequestsOf } from '../store/service-requests';
import type { Insurer } from './documents';
import type { Block } from './documents/pdf-blocks';
import { renderDocument } from './documents/pdf-writer';
import { dmy, rupees } from './format';
import { say } from './messages';
import { consentsOf, privacyHistoryOf } from './privacy';
import { PURPOSE_PARTS } from './privacy-rules';
import { istToday } from '../store/calendar';

/**
 * The copy of a customer's data (DPDP Act 2023 s.11: a summary of the personal data processed):
 * everything the core holds on them, taken when asked for, as JSON (complete, machine-readable)
 * and a PDF summary of the same copy. Frozen at preparation, so both files tell one story.
 */
export function dataCopyContent(db: Db, customerId: number, now: number) {
  const c = customerById(db, customerId);
  return {
    preparedAt: new Date(now).toISOString(),
    customer: {
      clientId: c.client_id,
      name: [c.title, c.first_name, c.middle_name, c.surname].filter(Boolean).join(' '),
      dateOfBirth: c.date_of_birth,
      gender: c.gender,
      mobile: c.mobile,
      email: c.email,
      alternateEmail: c.alternate_email,
      permanentAddress: c.permanent_address,
      mailingAddress: c.mailing_address,
      pan: c.pan,
      aadhaarLast4: c.aadhaar_last4,
      kycStatus: c.kyc_status,
      preferredLanguage: c.preferred_language,
      paperlessStatements: c.go_green === 'Y',
    },
    policies: policiesOf(db, customerId).map((p) => ({
      policyNo: p.policy_no,
      plan: p.product_name,
      planType: p.plan_type,
      lifeAssured: p.insured_name,
      commencementDate: p.commencement_date,
      maturityDate: p.maturity_date,
      sumAssured: rupees(p.sum_assured_paise),
      premium: rupees(p.modal_premium_paise),
      frequency: p.payment_frequency,
      nominees: nomineesOf(db, p.id).map((n) => ({ name: n.name, relationship: n.relationship, sharePercent: n.share_pct })),
    })),
    serviceRequests: serviceRequestsOf(db, customerId).map((r) => ({
      srNumber: r.sr_number,
      subject: r.subject,
      status: r.status,
      raisedOn: istToday(r.created_at),
    })),
    consents: consentsOf(db, customerId),
    privacyRecord: privacyHistoryOf(db, customerId),
  };
}
export type DataCopy = ReturnType<typeof dataCopyContent>;

const LABELS = {
  en: {
    title: 'Summary of your personal data',
    details: 'Your details',
    name: 'Name',
    dob: 'Date of birth',
    mobile: 'Mobile',
    email: 'Email',
    address: 'Address',
    pan: 'PAN',
    kyc: 'KYC status',
    policies: 'Policies',
    policy: 'Policy',
    plan: 'Plan',
    sumAssured: 'Sum assured (₹)',
    nominees: 'Nominees',
    requests: 'Service requests',
    sr: 'SR',
    subject: 'Subject',
    status: 'Status',
    consents: 'Consents',
    purpose: 'Purpose',
    given: 'Given',
    yes: 'Given',
    no: 'Not given',
    complete:
      'The JSON file downloaded beside this summary holds the complete copy, including the record of your consents and requests.',
  },
  hi: {
    title: 'आपके व्यक्तिगत डेटा का सारांश',
    details: 'आपका विवरण',
    name: 'नाम',
    dob: 'जन्म तिथि',
    mobile: 'मोबाइल',
    email: 'ईमेल',
    address: 'पता',
    pan: 'पैन',
    kyc: 'केवाईसी स्थिति',
    policies: 'पॉलिसियाँ',
    policy: 'पॉलिसी',
    plan: 'प्लान',
    sumAssured: 'बीमा राशि (₹)',
    nominees: 'नॉमिनी',
    requests: 'सेवा अनुरोध',
    sr: 'SR',
    subject: 'विषय',
    status: 'स्थिति',
    consents: 'सहमतियाँ',
    purpose: 'उद्देश्य',
    given: 'स्थिति',
    yes: 'दी गई',
    no: 'नहीं दी गई',
    complete: 'इस सारांश के साथ डाउनलोड की गई JSON फ़ाइल में पूरी प्रति है, जिसमें आपकी सहमतियों और अनुरोधों का रिकॉर्ड भी है।',
  },
} as const;

/** The PDF summary of a prepared copy, in the reader's language. */
export function renderDataCopyPdf(copy: DataCopy, a: { srNumber: string; insurer: Insurer; language: Language; now: number }) {
  const t = LABELS[a.language];
  const c = copy.customer;
  const blocks: Block[] = [
    {
      kind: 'details',
      heading: t.details,
      rows: [
        [t.name, c.name],
        [t.dob, c.dateOfBirth ? dmy(c.dateOfBirth) : '-'],
        [t.mobile, c.mobile],
        [t.email, c.email ?? '-'],
        [t.address, c.permanentAddress ?? '-'],
        [t.pan, c.pan ?? '-'],
        [t.kyc, c.kycStatus],
      ],
    },
    {
      kind: 'table',
      heading: t.policies,
      columns: [
        { header: t.policy, weight: 1.4 },
        { header: t.plan, weight: 3 },
        { header: t.sumAssured, weight: 1.8, align: 'right' },
        { header: t.nominees, weight: 2.6 },
      ],
      rows: copy.policies.map((p) => [p.policyNo, p.plan, p.sumAssured, p.nominees.map((n) => n.name).join(', ') || '-']),
    },
    {
      kind: 'table',
      heading: t.consents,
      columns: [
        { header: t.purpose, weight: 3 },
        { header: t.given, weight: 2 },
      ],
      rows: copy.consents.map((k) => [say(a.language, PURPOSE_PARTS[k.purpose]), k.given ? t.yes : t.no]),
    },
    {
      kind: 'table',
      heading: t.requests,
      columns: [
        { header: t.sr, weight: 1.4 },
        { header: t.subject, weight: 4 },
        { header: t.status, weight: 1.6 },
      ],
      rows: copy.serviceRequests.map((r) => [r.srNumber, r.subject, r.status]),
    },
    { kind: 'text', text: t.complete },
  ];
  return renderDocument({
    insurer: a.insurer,
    title: t.title,
    reference: `SR ${a.srNumber}`,
    generatedAt: a.now,
    blocks,
    language: a.language,
  });
}
