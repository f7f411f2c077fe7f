import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { help, policyServices } from '@portal/contracts';
import { parseCoreDate } from '../../format';
import { messagingAppLink } from '../../links';
import { getEnv } from '../env';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

/*
 * /help-and-support (issue 10 §2): the core's help content (getCircleOfLife) and the customer's
 * unclaimed amounts with their claim. Upstream shapes stop here.
 */

export interface ContactChannel {
  channel: help.HelpContent['contacts'][number]['channel'];
  label: string;
  value: string;
  href: string;
  hours: string | null;
}

export interface MessagingAppLoan {
  title: string;
  description: string;
  /** https://wa.me/<number>?text=<greeting>; the page draws its QR code */
  link: string;
}

export interface HelpPageContent {
  contacts: ContactChannel[];
  messagingAppLoan: MessagingAppLoan;
  faqs: Array<{ question: string; answer: string }>;
}

export function reshapeHelpContent(c: help.HelpContent, configuredNumber: string | null): HelpPageContent {
  const loan = c.messagingAppLoan;
  return {
    contacts: c.contacts.map(({ channel, label, value, href, hours }) => ({ channel, label, value, href, hours })),
    messagingAppLoan: {
      title: loan.title,
      description: loan.description,
      // The number is the insurer's configuration when set (README "Environment"), else the core's;
      // the link is built here either way, so the QR code and the link can never disagree.
      link: messagingAppLink(configuredNumber ?? loan.phoneNumber, loan.text),
    },
    faqs: c.faqs.map(({ question, answer }) => ({ question, answer })),
  };
}

export const getHelpContent = cache(async () =>
  reshapeHelpContent(await callAsCustomer(help.getHelpContent, {}), getEnv().messagingAppNumber),
);

type UpstreamUnclaimed = z.infer<typeof policyServices.unclaimedAmount>;
export type UnclaimedStatus = UpstreamUnclaimed['status'];

export interface UnclaimedAmount {
  /** the core's reference, 'UCA' + 10 digits: what a claim names */
  id: string;
  policyNo: string;
  policyName: string;
  kind: string;
  amount: number;
  /** ISO */
  dueSince: string;
  reason: string;
  status: UnclaimedStatus;
  srNumber: string | null;
  howToClaim: string[];
  /** 'HDFC Bank, account XXXXXXXX7891'; null when the core has no account on record */
  payTo: string | null;
}

export function reshapeUnclaimed(u: UpstreamUnclaimed): UnclaimedAmount {
  return {
    id: u.id,
    policyNo: u.policyNumber,
    policyName: u.policyName,
    kind: u.kind,
    amount: Number(u.amount),
    dueSince: parseCoreDate(u.dueSince) ?? '',
    reason: u.reason,
    status: u.status,
    srNumber: u.srNumber,
    howToClaim: u.howToClaim,
    payTo: u.payTo ? `${u.payTo.bankName}, account ${u.payTo.maskedAccountNumber}` : null,
  };
}

/** Every unclaimed amount of the customer's, matured policies too (these are not in getPolicies). */
export const getUnclaimedAmounts = cache(async () =>
  (await callAsCustomer(policyServices.unclaimedAmounts, {})).map(reshapeUnclaimed),
);

/**
 * Claims one amount into the account on record and answers the request's 8-digit number. The
 * core looks the reference up among the signed-in customer's own amounts (404 for anyone else's)
 * and refuses a second claim while one is open, in its own words.
 */
export async function claimUnclaimedAmount(id: string): Promise<string> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(policyServices.claimUnclaimedAmount, { clientId, id });
  return data.serviceRequestId;
}
