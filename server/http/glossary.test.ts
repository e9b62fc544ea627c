import { describe, expect, it } from 'vitest'
import type { Bilingual } from '../../contract/bilingual.ts'
import { actionWordBreaches, glossaryBreaches } from '../../contract/glossary.ts'
import { type MessageFacts, messageTypes } from '../../contract/messages.ts'
import { validationTexts } from '../../contract/validationTexts.ts'
import { messageWords } from '../services/messages/messageTexts.ts'
import { fieldLabel } from './messages.ts'

const spanish = (where: string, words: Bilingual[]) => words.map(({ es }) => ({ where, text: es }))
const bothLanguages = (where: string, words: Bilingual[]) => words.map(({ en, es }) => ({ where, en, es }))

const pesos = { amount: 172_500, currency: 'MXN' }

/** One example of each message's facts, so every sentence the server writes is read in Spanish. */
const sampleFacts: MessageFacts = {
  REPAY_SUCCESS_MESSAGE: { caseNo: 'C00000154', customerName: 'Lucía Reyes', paid: pesos },
  DEDUCTION_AUDIT_PASS_MESSAGE: { caseNo: 'C00000154', cut: pesos },
  DEDUCTION_AUDIT_REFUSE_MESSAGE: { caseNo: 'C00000154', cut: pesos, reason: 'Sin promesa de pago' },
  LEAVE_APPROVAL_MESSAGE: { firstDay: '2026-11-23', lastDay: '2026-11-24', approverName: 'Ana Torres' },
  DIVISION_COMPLETED_MESSAGE: { caseCount: 12, teamName: 'CDMX Cobranza' },
  SEND_OTP_CODE_MESSAGE: { cardNumber: '5512345678', code: '123456' },
  CASE_STATISTICS_NOTICE: { day: '2026-11-23', dueToday: 3, appointmentsToday: 2, promised: [pesos] },
  SELL_ORDER_ENTERED_APP: { caseNo: 'S00000007', customerName: 'Lucía Reyes', orderNo: 'P-88' },
  OTP_APPLICATION_MESSAGE: {
    applicantName: 'Ana Torres',
    cardNumber: '5512345678',
    status: 'rejected',
    reason: null,
  },
}

describe("the server's Spanish follows docs/glossary.md", () => {
  it('in the validation problems, as refused and as shown under a field, and the body label', () => {
    const problems = Object.values(validationTexts)
    const texts = [
      ...spanish(
        'validation problem',
        problems.map((text) => text.refusal),
      ),
      ...spanish(
        'validation problem under a field',
        problems.map((text) => text.underField),
      ),
      { where: 'body label', text: fieldLabel(undefined, 'body', 'es') },
    ]
    expect(glossaryBreaches(texts)).toEqual([])
  })

  it('in every message a user receives', () => {
    const texts = messageTypes.map((type) => ({
      where: `message ${type}`,
      text: messageWords(type, sampleFacts[type] as never, 'es').text,
    }))
    expect(glossaryBreaches(texts)).toEqual([])
  })

  it('in a card application’s outcome', () => {
    const outcomes = [
      { about: 'cardApplication', status: 'passed', cardNumber: '5512345678' },
      { about: 'cardApplication', status: 'rejected', reason: 'Una tarjeta por miembro' },
    ] as const
    const texts = outcomes.map((facts) => ({
      where: `card application ${facts.status}`,
      text: messageWords('OTP_APPLICATION_MESSAGE', facts, 'es').text,
    }))
    expect(glossaryBreaches(texts)).toEqual([])
  })

  // Every export of every area: a module named …Export.ts declares its words as …ExportWords (the
  // shared CSV writer of lists/ has none of its own).
  const exportModules = Object.entries(
    import.meta.glob<Record<string, unknown>>('../services/**/*Export.ts', { eager: true }),
  ).filter(([file]) => !file.includes('/lists/'))
  const exportWords = exportModules.flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('ExportWords'))
      .map(([name, words]) => [`${file.split('/').pop()} ${name}`, words as Bilingual[]] as const),
  )

  it('finds the words of every export', () => {
    expect(exportWords.length).toBe(exportModules.length)
  })

  it.each(exportWords)('in %s', (where, words) => {
    expect(glossaryBreaches(spanish(where, words))).toEqual([])
  })

  it.each(exportWords)('with one word per action in %s', (where, words) => {
    expect(actionWordBreaches(bothLanguages(where, words))).toEqual([])
  })

  it('with one word per action in its validation problems and its messages', () => {
    const messages = messageTypes.map((type) => ({
      where: `message ${type}`,
      en: messageWords(type, sampleFacts[type] as never, 'en').text,
      es: messageWords(type, sampleFacts[type] as never, 'es').text,
    }))
    const cancelledCode = {
      applicantName: 'Ana Torres',
      cardNumber: '5512345678',
      status: 'cancelled',
      reason: null,
    }
    const passedCard = { about: 'cardApplication', status: 'passed', cardNumber: '5512345678' } as const
    const more = [cancelledCode, passedCard].map((facts) => ({
      where: `message OTP_APPLICATION_MESSAGE ${facts.status}`,
      en: messageWords('OTP_APPLICATION_MESSAGE', facts as never, 'en').text,
      es: messageWords('OTP_APPLICATION_MESSAGE', facts as never, 'es').text,
    }))
    const texts = [
      ...bothLanguages(
        'validation problem',
        Object.values(validationTexts).map((problem) => problem.refusal),
      ),
      ...bothLanguages(
        'validation problem under a field',
        Object.values(validationTexts).map((problem) => problem.underField),
      ),
      ...messages,
      ...more,
    ]
    expect(actionWordBreaches(texts)).toEqual([])
  })
})
