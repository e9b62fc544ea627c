import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { formatMoneyShort, shortDay } from './dailyFigures.ts'

// Intl puts no-break spaces between figure and currency: read as spaces here.
const spaced = (text: string) => text.replace(/\s/g, ' ')

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }))

describe('a chart’s words for days and amounts', () => {
  it('writes a day short, in the screen’s language, never moved by a time zone', () => {
    expect(shortDay('2026-11-01')).toBe('Nov 1')
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(shortDay('2026-11-01')).toBe('1 nov')
  })

  it('writes an amount on the axis compactly, with its currency, from minor units', () => {
    expect(spaced(formatMoneyShort(450_000_000, 'NGN'))).toBe('NGN 4.5M')
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(spaced(formatMoneyShort(450_000_000, 'MXN'))).toBe('4,5 M MXN')
  })
})
