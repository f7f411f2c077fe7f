import type { Config } from 'tailwindcss';

/**
 * Design tokens. Tailwind v4 reads this through `@config` in app/globals.css.
 * Colours are chosen for WCAG AA contrast on white (text) and with white text (fills).
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef4fb',
          100: '#d6e4f5',
          200: '#adc8eb',
          500: '#2c5fa8',
          600: '#1f4e9c',
          700: '#173d7a',
          800: '#112d5a',
          900: '#0b1f3f',
        },
        accent: { 500: '#e4572e', 600: '#c2410c' },
        raspberry: { 50: '#fdf0f4', 600: '#b0144f', 700: '#8f0f40' },
        amber: { 50: '#fff8eb', 600: '#b45309', 700: '#92400e' },
        leaf: { 50: '#edf9f0', 600: '#15803d', 700: '#166534' },
        ink: { 400: '#6b7280', 500: '#4b5563', 700: '#1f2937', 900: '#111827' },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Noto Sans', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
      minHeight: { card: '263px' },
      screens: { desk: '1024px' },
    },
  },
};

export default config;
