import { I18nProvider } from '@lingui/react'
import { i18n } from '../i18n/i18n.ts'
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx'
import { Toaster } from '../ui/toast.tsx'
import { AppRouter } from './Router.tsx'
import { NewVersionBanner } from './serviceWorker/NewVersionBanner.tsx'

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
      <Toaster />
      <NewVersionBanner />
    </I18nProvider>
  )
}
