import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as english } from '../locales/en/messages.po'
import { messages as spanish } from '../locales/es/messages.po'
import { zoneName } from './zoneNames.ts'

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }))

describe('a time zone as people say it', () => {
  it('names the operation’s zones by their place, in English and in Spanish', () => {
    i18n.loadAndActivate({ locale: 'en', messages: english })
    expect(zoneName('Africa/Lagos')).toBe('Lagos time')
    expect(zoneName('America/Mexico_City')).toBe('Mexico City time')
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(zoneName('America/Mexico_City')).toBe('Hora de Ciudad de México')
    expect(zoneName('Asia/Kolkata')).toBe('Hora de la India')
  })

  it('names any other zone by its city, never by its identifier', () => {
    i18n.loadAndActivate({ locale: 'en', messages: english })
    expect(zoneName('America/Costa_Rica')).toBe('Costa Rica time')
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(zoneName('America/Bogota')).toBe('Hora de Bogota')
  })
})
