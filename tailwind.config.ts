import type { Config } from 'tailwindcss'

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          500: '#2f6fdf',
          600: '#2159c2',
          700: '#1b4799',
          900: '#142a52',
        },
      },
    },
  },
} satisfies Config
