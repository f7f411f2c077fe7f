import type { ReactNode } from 'react';

/*
 * The login page's pictures: one per pre-login banner, so the three read as different messages at
 * a glance, and the trust notes' lock and shield. Inline SVG in the current text colour, always
 * beside words that say the same, so hidden from screen readers. The login page is not the
 * budgeted `/`, so the drawings travel with it rather than in the stylesheet.
 */

function Svg({ children, className = 'h-6 w-6' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      {children}
    </svg>
  );
}

/** A calendar with circling arrows: the premium paid by itself on its date. */
const autoPay = (
  <Svg>
    <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
    <path d="M15 15a3 3 0 1 1-1-2.2M15 12v1.5h-1.5" />
  </Svg>
);
/** An identity card. */
const kyc = (
  <Svg>
    <path d="M3 5h18v14H3z" />
    <path d="M9 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5.5 16c.5-1.7 1.8-2.5 3.5-2.5s3 .8 3.5 2.5M15 9h3M15 12h3" />
  </Svg>
);
/** A leaf. */
const goGreen = (
  <Svg>
    <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" />
    <path d="M5 19c3-4 6-7 10-9" />
  </Svg>
);
/** A megaphone, for a banner the portal has no picture of its own for. */
const announcement = (
  <Svg>
    <path d="M4 10v4h3l7 4V6L7 10zM18 9a4 4 0 0 1 0 6M7 14l1 5h2" />
  </Svg>
);

export interface BannerLook {
  icon: ReactNode;
  /** .login-banner-{tone} (app/globals.css): the icon's tile */
  tone: 'brand' | 'amber' | 'leaf';
}

/** The core's banner ids (sandbox/store/seed): each its own picture and colour; any other, the megaphone. */
const LOOKS: Record<string, BannerLook> = {
  'enach-autopay': { icon: autoPay, tone: 'brand' },
  'kyc-update': { icon: kyc, tone: 'amber' },
  'go-green': { icon: goGreen, tone: 'leaf' },
};

export function bannerLook(id: string): BannerLook {
  return LOOKS[id] ?? { icon: announcement, tone: 'brand' };
}

export const lockIcon = (
  <Svg className="h-5 w-5">
    <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2" />
  </Svg>
);

export const shieldIcon = (
  <Svg className="h-5 w-5">
    <path d="M12 3l8 3v6c0 4.5-3.4 7.8-8 9-4.6-1.2-8-4.5-8-9V6zM9 12l2 2 4-4" />
  </Svg>
);
