import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { messages } from '../../src/locales/en/messages.po'

// Browser code under test speaks English unless a test activates Spanish.
i18n.loadAndActivate({ locale: 'en', messages })

// Every test unmounts what it rendered, so a hook's late answer (a fake request, a Dexie live query)
// never updates React after the file's jsdom is gone ('window is not defined' in a later tick).
afterEach(cleanup)
