import { describe, expect, it } from 'vitest'
import { menuIds } from './menus.ts'
import type { KeptEvent, MessageLink } from './messageType.ts'
import {
  type CardApplicationFacts,
  type CodeRequestFacts,
  otpApplicationMessage,
  otpCodeSentMessage,
} from './simCardMessages.ts'

// A message is kept under the key its producer names, and opens what that key names.
const codeRequest = (status: CodeRequestFacts['status']): CodeRequestFacts => ({
  applicantName: 'Ana Torres',
  cardNumber: '8952020000000000003',
  status,
  reason: null,
})
const opened = <F>(
  declared: { opens?: (kept: KeptEvent<F>) => MessageLink | null },
  eventKey: string,
  facts: F,
) => declared.opens?.({ eventKey, facts })

describe('a SIM card message opens what it names', () => {
  it("the office manager's 'waiting for your review' opens the code requests on that request", () => {
    const facts = codeRequest('pending')
    const key = otpApplicationMessage.producers.otpApplication({ userId: 1, applicationId: 5 }, facts)
    expect(opened(otpApplicationMessage, key, facts)).toEqual({
      path: '/simcard/waotpapplication?codeRequest=5',
      menuId: menuIds.waOtpApplication,
    })
  })

  it('a code request that failed or ended opens the member’s card on it, as does the code she was sent', () => {
    for (const status of ['failed', 'cancelled'] as const) {
      const facts = codeRequest(status)
      const key = otpApplicationMessage.producers.otpApplication({ userId: 7, applicationId: 5 }, facts)
      expect(opened(otpApplicationMessage, key, facts)).toEqual({
        path: '/simcard/application?codeRequest=5',
        menuId: menuIds.simApplication,
      })
    }
    const sent = { cardNumber: '8952020000000000003', code: '482913' }
    const key = otpCodeSentMessage.producers.otpCodeSent({ userId: 7, otpApplicationId: 5 })
    expect(opened(otpCodeSentMessage, key, sent)?.path).toBe('/simcard/application?codeRequest=5')
  })

  it("a SIM card application's outcome opens the applications on that application, not a code request", () => {
    const outcomes: CardApplicationFacts[] = [
      { about: 'cardApplication', status: 'passed', cardNumber: '8952020000000000003' },
      { about: 'cardApplication', status: 'rejected', reason: 'Two cards already' },
    ]
    for (const facts of outcomes) {
      const key = otpApplicationMessage.producers.simApplicationDecided(
        { userId: 7, simApplicationId: 12 },
        facts,
      )
      expect(opened(otpApplicationMessage, key, facts)).toEqual({
        path: '/simcard/application?application=12',
        menuId: menuIds.simApplication,
      })
    }
  })
})
