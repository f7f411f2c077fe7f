/**
 * External destinations. The insurer's real addresses are configured in
 * production; these defaults are placeholders on a reserved example domain.
 */
export const EXTERNAL_LINKS = {
  buyPolicy: 'https://www.example-life.in/buy-online',
  payPremiumSite: 'https://www.example-life.in/quick-pay',
  claims: 'https://www.example-life.in/claims',
  support: 'https://www.example-life.in/contact-us',
  fundPerformance: 'https://www.example-life.in/fund-performance',
} as const;
