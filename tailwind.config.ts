import type { Config } from 'tailwindcss';
import { DRAWER_SLIDE_S, MODAL_MAX_HEIGHT } from './src/config/constants';

/**
 * The brand theme: a deep temple-stone navy, a laterite terracotta accent from Odisha's
 * architecture and a warm sand background. Every screen uses these names, never raw colours.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: '#13213a', soft: '#3b4a63', muted: '#5d6b82' },
        brand: {
          50: '#eef6f5',
          100: '#d5ebe8',
          200: '#a9d5cf',
          300: '#74b9b0',
          400: '#3f978d',
          500: '#1f7a70',
          600: '#14635b',
          700: '#0f4f49',
          800: '#0c3e3a',
          900: '#082c29',
        },
        accent: {
          50: '#fdf4ee',
          100: '#fae3d3',
          200: '#f3c3a2',
          300: '#e99b69',
          400: '#dd7a40',
          500: '#c45f27',
          600: '#a44b1d',
          700: '#833b18',
        },
        sand: { DEFAULT: '#faf7f2', dark: '#f1ebe1' },
        danger: { DEFAULT: '#b42318', soft: '#fef3f2' },
        success: { DEFAULT: '#067647', soft: '#ecfdf3' },
      },
      fontFamily: {
        sans: [
          'Inter',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
        display: ['Georgia', 'Cambria', 'Times New Roman', 'serif'],
      },
      boxShadow: {
        card: '0 1px 2px rgb(19 33 58 / 0.06), 0 8px 24px -12px rgb(19 33 58 / 0.18)',
        lift: '0 2px 4px rgb(19 33 58 / 0.08), 0 18px 40px -16px rgb(19 33 58 / 0.28)',
      },
      borderRadius: { xl: '0.875rem', '2xl': '1.25rem' },
      maxWidth: { site: '80rem' },
      maxHeight: { modal: MODAL_MAX_HEIGHT },
      transitionDuration: { drawer: `${DRAWER_SLIDE_S}s` },
    },
  },
} satisfies Config;
