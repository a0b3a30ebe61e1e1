import type { Config } from 'tailwindcss';

/**
 * A small, calm theme: warm paper, deep ink, one muted accent taken from Normandy's sea.
 * Read by Tailwind 4 through `@config` in src/index.css.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        paper: { DEFAULT: '#f6f1e8', deep: '#ece4d6' },
        ink: { DEFAULT: '#1f2a2e', soft: '#3d4a4f' },
        muted: '#5b6468',
        accent: { DEFAULT: '#2f5d62', dark: '#234649', light: '#dbe7e4' },
        ochre: '#a0522d',
      },
      fontFamily: {
        display: ['Fraunces', '"Fraunces Fallback"', 'Georgia', 'serif'],
        sans: ['Inter', '"Inter Fallback"', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'sans-serif'],
      },
      maxWidth: {
        page: '76rem',
      },
      spacing: {
        section: '5rem',
      },
    },
  },
} satisfies Config;
