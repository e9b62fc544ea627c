import { describe, expect, it } from 'vitest'
import {
  callingCodeOfPhone,
  callingCodeOfRegion,
  callingCodes,
  isKnownCallingCode,
  mainRegionOf,
  regionCallingCodes,
} from './callingCodes.ts'

describe('the calling codes a member may be given', () => {
  it('knows the countries the office works in, and the code each is best known by', () => {
    expect([callingCodeOfRegion('NG'), callingCodeOfRegion('MX')]).toEqual(['234', '52'])
    expect([mainRegionOf('1'), mainRegionOf('44'), mainRegionOf('999')]).toEqual(['US', 'GB', undefined])
    expect([isKnownCallingCode('234'), isKnownCallingCode('999'), isKnownCallingCode('')]).toEqual([
      true,
      false,
      false,
    ])
  })

  it('splits a kept phone one way only: no code is the start of another', () => {
    const codes = Object.keys(callingCodes)
    for (const code of codes) {
      expect(code).toMatch(/^[1-9]\d{0,2}$/)
      expect(codes.filter((other) => other !== code && other.startsWith(code))).toEqual([])
    }
    expect(callingCodeOfPhone('2348030000004')).toBe('234')
    expect(callingCodeOfPhone('525510000002')).toBe('52')
    expect(callingCodeOfPhone('15551234567')).toBe('1')
    expect(callingCodeOfPhone('9991234567')).toBeUndefined()
  })

  it('gives each region one code, and every region a name in English and Spanish', () => {
    const regions = regionCallingCodes.map(({ region }) => region)
    expect(new Set(regions).size).toBe(regions.length)
    for (const locale of ['en', 'es']) {
      const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
      expect(regions.filter((region) => !names.of(region))).toEqual([])
    }
  })
})
