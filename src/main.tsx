import { I18nProvider } from '@lingui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { sessionActor } from './api/session.ts'
import { hearOtherTabs } from './api/sync/syncStatus.ts'
import { App } from './app/App.tsx'
import { reloadForMissingCode } from './app/serviceWorker/missingCode.ts'
import { startServiceWorker } from './app/serviceWorker/registerServiceWorker.ts'
import { syncWhileSignedIn } from './app/syncWhileSignedIn.ts'
import { activateStoredLanguage, i18n } from './i18n/i18n.ts'
import './index.css'

startServiceWorker()

const phone = /Android|iPhone|iPod|Windows Phone|webOS|BlackBerry|Mobile/i

await activateStoredLanguage().catch((error: unknown) => {
  // The catalog of a version deployed since this page came: one reload fetches the current one.
  if (reloadForMissingCode(error)) return new Promise<never>(() => {})
  throw error
})
const root = createRoot(document.getElementById('root')!)

// Desktop-only: a phone is sent to the mobile page (spec section 1).
if (phone.test(navigator.userAgent) && window.location.pathname !== '/mobile') {
  window.location.replace('/mobile')
} else if (window.location.pathname === '/mobile') {
  // Only phones come here: the desktop console's first load does not carry this page.
  const { MobilePage } = await import('./features/mobile/MobilePage.tsx')
  root.render(
    <I18nProvider i18n={i18n}>
      <MobilePage />
    </I18nProvider>,
  )
} else {
  sessionActor.start()
  syncWhileSignedIn(sessionActor)
  hearOtherTabs()
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
