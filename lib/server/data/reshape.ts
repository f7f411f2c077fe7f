import 'server-only';
import type { z } from 'zod';
import type { policy, user } from '@portal/contracts';
import { parseCoreDate, parseCoreDateTime } from '../../format';
import { maskAadhaar, maskEmail, maskMobile, maskPan } from '../../masking';
import type {
  Banner,
  Coverage,
  Customer,
  FundHoldings,
  Nominee,
  Policy,
  PolicyDetails,
  PortfolioSummary,
  Profile,
} from '../../types';

type UpstreamPolicy = z.infer<typeof policy.upstreamPolicy>;

const num = (s: string | null) => (s === null ? null : Number(s));

export function reshapePolicy(p: UpstreamPolicy): Policy {
  const first = parseCoreDate(p.annuityDetailsDto?.firstAnnuityDate);
  const next = parseCoreDate(p.annuityDetailsDto?.nextAnnuityDate);
  return {
    policyNo: p.policyNo,
    name: p.policyName,
    insuredName: p.insuredName,
    statusCode: p.policyStatusCode.trim().toUpperCase(),
    statusText: p.policyStatus,
    premiumStatus: p.premiumStatus,
    isUlip: p.isUlip === 'Y',
    productCode: p.productCode,
    paidToDate: parseCoreDate(p.paidToDate),
    dueDate: parseCoreDate(p.premDue),
    payableAmount: num(p.payableAmount),
    payNow: p.payNow === 'Y',
    paymentFrequency: p.paymentFrequency,
    paymentType: p.paymentType,
    sumAssured: Number(p.sumAssured),
    riderBenefit: num(p.riderBenefit),
    policyTerm: p.policyTerm,
    premiumPayingTerm: p.premPayTerm,
    annuity: p.hasAnnuityDetails && first && next ? { firstPayout: first, nextPayout: next } : null,
    currentValue: num(p.currentValue),
    investedValue: num(p.investedValue),
    gainLoss: num(p.gainLoss),
    returnsPercent: num(p.returns),
    selectCoverage: p.selectCoverage,
    autoPay: p.autoPay,
    openRequest: p.openRequest === 'Y',
  };
}

export function reshapePortfolio(s: z.infer<typeof policy.getPortfolioSummary.data>): PortfolioSummary {
  return {
    lifeCover: Number(s.lifeCover),
    inForceCount: s.inForceCount,
    funds: s.funds && {
      currentValue: Number(s.funds.currentValue),
      investedValue: Number(s.funds.investedValue),
      gainLoss: Number(s.funds.gainLoss),
      returnsPercent: Number(s.funds.returns),
      navDate: parseCoreDate(s.funds.navDate) ?? '',
      policyCount: s.funds.policyCount,
    },
    dues: s.dues.map((d) => ({
      policyNo: d.policyNo,
      policyName: d.policyName,
      amount: Number(d.amount),
      dueDate: parseCoreDate(d.dueDate) ?? '',
      autoPay: d.autoPay === 'Y',
      payNow: d.payNow === 'Y',
    })),
  };
}

export function reshapePolicyDetails(p: z.infer<typeof policy.upstreamPolicyDetails>): PolicyDetails {
  return {
    ...reshapePolicy(p),
    commencementDate: parseCoreDate(p.commencementDate) ?? '',
    maturityDate: parseCoreDate(p.maturityDate),
    modalPremium: Number(p.modalPremium),
    proposerName: p.proposerName,
    planType: p.planType,
  };
}

export function reshapeCoverage(c: z.infer<typeof policy.upstreamCoverage>): Coverage {
  return {
    name: c.coverageName,
    isRider: c.coverageType === 'RIDER',
    sumAssured: Number(c.sumAssured),
    premium: Number(c.premium),
    term: c.coverageTerm,
    status: c.status,
  };
}

export function reshapeNominee(n: z.infer<typeof policy.upstreamNominee>): Nominee {
  return {
    name: n.nomineeName,
    relationship: n.relationship,
    sharePercent: Number(n.sharePercentage),
    dateOfBirth: parseCoreDate(n.dateOfBirth),
    appointeeName: n.appointeeName,
  };
}

export function reshapeHoldings(d: z.infer<typeof policy.getFundSwitchDetails.data>): FundHoldings {
  const funds = d.fundSwitchList.map((f) => ({
    code: f.FundCode,
    name: f.FundName,
    units: f.UnitBalance,
    nav: f.NavValue,
    value: Number(f.FundValue),
    valuePercent: Number(f.FundValuePercentage),
    allocationPercent: Number(f.FundAllocation),
  }));
  // Sum in paise so a long list of fund values does not drift in floating point.
  const paise = funds.reduce((sum, f) => sum + Math.round(f.value * 100), 0);
  return { funds, navDate: parseCoreDate(d.navDate) ?? '', totalValue: paise / 100 };
}

export function reshapeCustomer(u: z.infer<typeof user.upstreamUser>): Customer {
  const first = u.firstname.trim();
  const last = u.surname.trim();
  return {
    clientId: u.clientId,
    firstName: first,
    surname: last,
    fullName: [first, last].filter(Boolean).join(' '),
    initials: `${first.charAt(0)}${last.charAt(0)}`.toUpperCase(),
    profilePic: u.profilePic || null,
    lastLogin: parseCoreDateTime(u.lastLogin),
    email: u.emailId || null,
    mobile: u.primaryMobileNo,
    goGreen: u.goGreenFlag === 'Y',
  };
}

/** The profile page's view: masked here, so the full numbers and addresses stop at the server. */
export function reshapeProfile(u: z.infer<typeof user.upstreamUser>): Profile {
  const text = (v: string | null | undefined) => v?.trim() || null;
  const email = text(u.emailId);
  const alternateEmail = text(u.alternateEmailId);
  return {
    fullName: [u.title, u.firstname, u.middleName, u.surname].map((part) => part?.trim()).filter(Boolean).join(' '),
    dateOfBirth: parseCoreDate(u.dateOfBirth),
    gender: u.gender ?? null,
    mobile: maskMobile(u.primaryMobileNo),
    email: email && maskEmail(email),
    alternateEmail: alternateEmail && maskEmail(alternateEmail),
    permanentAddress: text(u.permanentAddress),
    correspondenceAddress: text(u.mailingAddress),
    aadhaar: u.aadhaarLast4 ? maskAadhaar(u.aadhaarLast4) : null,
    pan: u.maskedPan ? maskPan(u.maskedPan) : null,
    panVerified: u.panVerified ?? false,
    goGreen: u.goGreenFlag === 'Y',
    kycStatus: u.kycStatus ?? null,
  };
}

export function reshapeBanner(b: z.infer<typeof user.banner>): Banner {
  return {
    id: b.id,
    title: b.title,
    text: b.text,
    link: b.linkText && b.linkUrl ? { text: b.linkText, url: b.linkUrl } : null,
  };
}
