import type { Config } from 'tailwindcss';

/**
 * Design tokens. Tailwind v4 reads this through `@config` in app/globals.css.
 * Colours are chosen for WCAG AA contrast on white (text) and with white text (fills). The brand-*
 * and accent colours, the typeface and the type scale are in app/globals.css: the colours come from
 * the insurer's configuration at start.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        raspberry: { 50: '#fdf0f4', 600: '#b0144f', 700: '#8f0f40' },
        amber: { 50: '#fff8eb', 600: '#b45309', 700: '#92400e' },
        leaf: { 50: '#edf9f0', 600: '#15803d', 700: '#166534' },
        ink: { 400: '#636a76', 500: '#4b5563', 700: '#1f2937', 900: '#111827' },
      },
      minHeight: { card: '263px' },
      screens: { desk: '1024px' },
    },
  },
};

export default config;
