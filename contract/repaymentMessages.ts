import { z } from 'zod'
import { messageType, moneyFacts, moneyText, type Recipient } from './messageType.ts'

/** The collector of a case is told its customer repaid (the repayment notification). */
export const repaySuccessMessage = messageType({
  code: 'REPAY_SUCCESS_MESSAGE',
  kind: 'Message',
  facts: z.object({ caseNo: z.string(), customerName: z.string(), paid: moneyFacts }),
  title: { en: 'Repayment received', es: 'Pago recibido' },
  words: ({ caseNo, customerName, paid }, language) => ({
    number: caseNo,
    text:
      language === 'es'
        ? `${customerName} pagó ${moneyText(paid, language)} en el caso ${caseNo}.`
        : `${customerName} paid ${moneyText(paid, language)} on case ${caseNo}.`,
  }),
  producers: {
    repaySuccess: (to: Recipient & { caseId: number; repaymentId: string }) => `repayment:${to.repaymentId}`,
  },
})

/** The repayments area's message types, as the registry (contract/allMessageTypes.ts) lists them. */
export const repaymentMessages = [repaySuccessMessage] as const
