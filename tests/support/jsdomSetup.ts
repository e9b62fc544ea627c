import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { messages } from '../../src/locales/en/messages.po'

// Browser code under test speaks English unless a test activates Spanish.
i18n.loadAndActivate({ locale: 'en', messages })

// What a test waits for (findBy…, waitFor) may take far more than the default second on the CI machine,
// where the server and browser tests run beside these (scripts/test.ts): a wait fails only when the
// thing never comes, within the test's own limit (vitest.config.ts).
configure({ asyncUtilTimeout: 30_000 })

// Every test unmounts what it rendered, so a hook's late answer (a fake request, a Dexie live query)
// never updates React after the file's jsdom is gone ('window is not defined' in a later tick).
afterEach(cleanup)

// jsdom lays nothing out, and its ranges lack the measures a table's columns are fitted with: an
// empty rectangle says the text takes no room, as jsdom's elements do.
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  const empty = () => DOMRect.fromRect()
  Object.assign(Range.prototype, {
    getClientRects: () => Object.assign([], { item: () => null }),
    getBoundingClientRect: empty,
  })
}
// Nor does it draw: a canvas gives no context (rather than a warning for each measure).
HTMLCanvasElement.prototype.getContext = () => null
