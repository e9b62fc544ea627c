import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src', 'db'] }],
  format: formatter({ lineNumbers: false }),
})
