import { z } from 'zod'
import { type Money, messageType, moneyFacts, moneyText, type Recipient } from './messageType.ts'

type CutAudited = Recipient & { caseId: number; cutId: number }

/** The collector is told an amount cut on their case was approved. */
export const deductionPassedMessage = messageType({
  code: 'DEDUCTION_AUDIT_PASS_MESSAGE',
  kind: 'Message',
  facts: z.object({ caseNo: z.string(), cut: moneyFacts }),
  title: { en: 'Amount cut approved', es: 'Quita aprobada' },
  words: ({ caseNo, cut }, language) => ({
    number: caseNo,
    text:
      language === 'es'
        ? `La quita de ${moneyText(cut, language)} del caso ${caseNo} fue aprobada.`
        : `The amount cut of ${moneyText(cut, language)} on case ${caseNo} was approved.`,
  }),
  producers: { deductionPassed: (to: CutAudited) => `amountCut:${to.cutId}` },
})

/** The collector is told an amount cut on their case was refused, and why. */
export const deductionRefusedMessage = messageType({
  code: 'DEDUCTION_AUDIT_REFUSE_MESSAGE',
  kind: 'Message',
  facts: z.object({ caseNo: z.string(), cut: moneyFacts, reason: z.string() }),
  title: { en: 'Amount cut refused', es: 'Quita rechazada' },
  words: ({ caseNo, cut, reason }, language) => ({
    number: caseNo,
    text:
      language === 'es'
        ? `La quita de ${moneyText(cut, language)} del caso ${caseNo} fue rechazada: ${reason}`
        : `The amount cut of ${moneyText(cut, language)} on case ${caseNo} was refused: ${reason}`,
  }),
  producers: { deductionRefused: (to: CutAudited) => `amountCut:${to.cutId}` },
})

/** The key of a collector's notice of one day (yyyy-MM-dd on their clock): one per day. */
export const caseStatisticsKey = (day: string) => `caseStatistics:${day}`

/** Amounts in several currencies, as one text; none is 0. */
const moneyList = (amounts: Money[], language: 'en' | 'es') =>
  amounts.length === 0 ? '0' : amounts.map((money) => moneyText(money, language)).join(' + ')

/** A collector's day at a glance, each morning (the messages area's daily job). */
export const caseStatisticsNotice = messageType({
  code: 'CASE_STATISTICS_NOTICE',
  kind: 'Notice',
  facts: z.object({
    /** The collector's working day, yyyy-MM-dd in their time zone. */
    day: z.string(),
    dueToday: z.number(),
    appointmentsToday: z.number(),
    promised: z.array(moneyFacts),
  }),
  title: { en: "Today's cases", es: 'Casos de hoy' },
  words: ({ day, dueToday, appointmentsToday, promised }, language) => ({
    number: day,
    text:
      language === 'es'
        ? `Vencen hoy: ${dueToday} · Citas: ${appointmentsToday} · Promesas de pago: ${moneyList(promised, language)}`
        : `Due today: ${dueToday} · Appointments: ${appointmentsToday} · Promised: ${moneyList(promised, language)}`,
  }),
  producers: { caseStatistics: (_to: Recipient, facts) => caseStatisticsKey(facts.day) },
})

/**
 * The seller holding a sale order is told its customer entered the app with an order (the loan
 * platform's telling, server/services/sellersPerformance/saleOrderEntries.ts).
 */
export const sellOrderEnteredAppNotice = messageType({
  code: 'SELL_ORDER_ENTERED_APP',
  kind: 'Notice',
  facts: z.object({ caseNo: z.string(), customerName: z.string(), orderNo: z.string() }),
  title: { en: 'Order entered the app', es: 'Orden ingresada en la app' },
  words: ({ caseNo, customerName, orderNo }, language) => ({
    number: caseNo,
    text:
      language === 'es'
        ? `${customerName} entró a la app con el pedido ${orderNo} (caso ${caseNo}).`
        : `${customerName} entered the app with order ${orderNo} (case ${caseNo}).`,
  }),
  producers: {
    sellOrderEnteredApp: (_to: Recipient & { caseId: number }, facts) => `sellOrder:${facts.orderNo}`,
  },
})

/** The cases area's message types, as the registry (contract/allMessageTypes.ts) lists them. */
export const caseMessages = [
  deductionPassedMessage,
  deductionRefusedMessage,
  caseStatisticsNotice,
  sellOrderEnteredAppNotice,
] as const
