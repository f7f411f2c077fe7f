import { useTranslations } from 'next-intl';
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

function FooterLink({ href, children, newTab }: { href: string; children: ReactNode; newTab: string }) {
  return (
    <a href={href} target="_blank" rel={NEW_TAB_REL}>
      {children}
      {/* A span per link: one shared element would be referred to by a path longer than itself. */}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

/** '1800 209 0000' → 'tel:18002090000' */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SiteFooter({ brand }: { brand: Brand }) {
  const { grievanceOfficer: officer, links } = brand;
  const t = useTranslations('shell.footer');
  const newTab = useTranslations('shell')('newTab');
  // The legal particulars are the insurer's as configured; only the words around them are translated.
  const legal = { legalName: brand.legalName, regNo: brand.irdaiRegNo, cin: brand.cin, office: brand.registeredOffice };
  return (
    <footer className="site-footer">
      <nav aria-label={t('label')}>
        <FooterLink href={links.grievance} newTab={newTab}>
          {t('grievance')}
        </FooterLink>
        <FooterLink href={BIMA_BHAROSA_URL} newTab={newTab}>
          {t('bimaBharosa')}
        </FooterLink>
        <FooterLink href={INSURANCE_OMBUDSMAN_URL} newTab={newTab}>
          {t('ombudsman')}
        </FooterLink>
        <FooterLink href={links.privacy} newTab={newTab}>
          {t('privacy')}
        </FooterLink>
        <FooterLink href={links.terms} newTab={newTab}>
          {t('terms')}
        </FooterLink>
      </nav>
      <p>
        {t('tollFree')} <a href={telHref(brand.tollFree)}>{brand.tollFree}</a>
        {` ${t('grievances', { name: officer.name })} `}
        <a href={`mailto:${officer.email}`}>{officer.email}</a>
        {officer.phone !== brand.tollFree && (
          <>
            , <a href={telHref(officer.phone)}>{officer.phone}</a>
          </>
        )}
      </p>
      <p>{t('legal', legal)}</p>
    </footer>
  );
}
