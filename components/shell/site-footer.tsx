import type { ReactNode } from 'react';
import { BIMA_BHAROSA_URL, INSURANCE_OMBUDSMAN_URL, type Brand } from '@/lib/brand';
import { NEW_TAB_REL } from './links';

/*
 * The disclosures every Indian insurer's pages carry: who the insurer is, its IRDAI registration,
 * and where a policyholder takes a complaint, the insurer's own process first, then IRDAI's Bima
 * Bharosa portal and the Insurance Ombudsman. It sits on every page, signed in or not, so its
 * markup is kept short: `/` sends it twice, in the HTML and in the RSC payload; .site-footer
 * (app/globals.css) styles its parts.
 */

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel={NEW_TAB_REL}>
      {children}
      {/* A span per link: one shared element would be referred to by a path longer than itself. */}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** '1800 209 0000' → 'tel:18002090000' */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SiteFooter({ brand }: { brand: Brand }) {
  const { grievanceOfficer: officer, links } = brand;
  return (
    <footer className="site-footer">
      <nav aria-label="Grievances and legal">
        <FooterLink href={links.grievance}>Grievance redressal</FooterLink>
        <FooterLink href={BIMA_BHAROSA_URL}>Bima Bharosa (IRDAI)</FooterLink>
        <FooterLink href={INSURANCE_OMBUDSMAN_URL}>Insurance Ombudsman</FooterLink>
        <FooterLink href={links.privacy}>Privacy notice</FooterLink>
        <FooterLink href={links.terms}>Terms of use</FooterLink>
      </nav>
      <p>
        Toll-free <a href={telHref(brand.tollFree)}>{brand.tollFree}</a>
        {` · Grievances: ${officer.name}, `}
        <a href={`mailto:${officer.email}`}>{officer.email}</a>
        {officer.phone !== brand.tollFree && (
          <>
            , <a href={telHref(officer.phone)}>{officer.phone}</a>
          </>
        )}
      </p>
      <p>{`${brand.legalName} · IRDAI Regn. No. ${brand.irdaiRegNo} · CIN ${brand.cin} · Registered office: ${brand.registeredOffice}`}</p>
    </footer>
  );
}
