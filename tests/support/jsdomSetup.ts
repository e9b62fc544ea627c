import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { messages } from '../../src/locales/en/messages.po'

// Browser code under test speaks English unless a test activates Spanish.
i18n.loadAndActivate({ locale: 'en', messages })
