import type { Language } from '../../../contract/bilingual.ts'
import type { MessageSubject, MessageType } from '../../../contract/messages.ts'
import { writeMoney } from '../../../contract/money.ts'
import type { CardApplicationFacts, CodeRequestFacts, MessageFacts, Money } from './messageFacts.ts'

export const moneyText = ({ amount, currency }: Money, language: Language): string =>
  writeMoney(amount, currency, language === 'es' ? 'es-MX' : 'en-US')

/** Amounts in several currencies, as one text; none is 0. */
const moneyList = (amounts: Money[], language: Language) =>
  amounts.length === 0 ? '0' : amounts.map((money) => moneyText(money, language)).join(' + ')

/** What a message's content shows in its number part, and its sentence, in the reader's language. */
export interface MessageWords {
  number: string
  text: string
}

type Writers = { [T in MessageType]: (facts: MessageFacts[T], language: Language) => MessageWords }

const applicationStatus = {
  pending: { en: 'is waiting for your review', es: 'espera su revisión' },
  passed: { en: 'was approved', es: 'fue aprobada' },
  rejected: { en: 'was rejected', es: 'fue rechazada' },
} as const

function codeRequestWords(
  { applicantName, cardNumber, status, reason }: CodeRequestFacts,
  language: Language,
): MessageWords {
  if (status === 'failed')
    return {
      number: cardNumber,
      text:
        language === 'es'
          ? `No llegó ningún código de WhatsApp a la SIM ${cardNumber}, así que su solicitud de código no se completó. Puede solicitarlo de nuevo.`
          : `No WhatsApp code arrived on SIM ${cardNumber}, so your code request failed. You may ask for a code again.`,
    }
  if (status === 'cancelled')
    return {
      number: cardNumber,
      text:
        language === 'es'
          ? `La SIM ${cardNumber} se le retiró, así que su solicitud de código terminó y no se enviará ningún código.`
          : `SIM ${cardNumber} was taken back from you, so your code request for it has ended and no code will be sent.`,
    }
  const what = applicationStatus[status][language]
  const because = reason ? (language === 'es' ? ` Motivo: ${reason}` : ` Reason: ${reason}`) : ''
  return {
    number: cardNumber,
    text:
      language === 'es'
        ? `La solicitud de código de ${applicantName} para la SIM ${cardNumber} ${what}.${because}`
        : `${applicantName}'s code request for SIM ${cardNumber} ${what}.${because}`,
  }
}

function cardApplicationWords(facts: CardApplicationFacts, language: Language): MessageWords {
  if (facts.status === 'passed')
    return {
      number: facts.cardNumber,
      text:
        language === 'es'
          ? `Su solicitud de tarjeta SIM fue aprobada: se le asignó la SIM ${facts.cardNumber}.`
          : `Your SIM card application was approved: SIM ${facts.cardNumber} is now allocated to you.`,
    }
  return {
    number: '',
    text:
      language === 'es'
        ? `Su solicitud de tarjeta SIM fue rechazada. Motivo: ${facts.reason}`
        : `Your SIM card application was rejected. Reason: ${facts.reason}`,
  }
}

const writers: Writers = {
  REPAY_SUCCESS_MESSAGE: ({ caseNo, customerName, paid }, language) => ({
    number: caseNo,
    text:
      language === 'es'
        ? `${customerName} pagó ${moneyText(paid, language)} en el caso ${caseNo}.`
        : `${customerName} paid ${moneyText(paid, language)} on case ${caseNo}.`,
  }),
  DEDUCTION_AUDIT_PASS_MESSAGE: ({ caseNo, cut }, language) => ({
    number: caseNo,
    text:
      language === 'es'
        ? `La quita de ${moneyText(cut, language)} del caso ${caseNo} fue aprobada.`
        : `The amount cut of ${moneyText(cut, language)} on case ${caseNo} was approved.`,
  }),
  DEDUCTION_AUDIT_REFUSE_MESSAGE: ({ caseNo, cut, reason }, language) => ({
    number: caseNo,
    text:
      language === 'es'
        ? `La quita de ${moneyText(cut, language)} del caso ${caseNo} fue rechazada: ${reason}`
        : `The amount cut of ${moneyText(cut, language)} on case ${caseNo} was refused: ${reason}`,
  }),
  LEAVE_APPROVAL_MESSAGE: ({ firstDay, lastDay, approverName, outcome }, language) => {
    const days = firstDay === lastDay ? firstDay : `${firstDay} – ${lastDay}`
    if (outcome === 'rejected')
      return {
        number: days,
        text:
          language === 'es'
            ? `${approverName} rechazó su solicitud de permiso (${days}).`
            : `${approverName} rejected your leave request (${days}).`,
      }
    return {
      number: days,
      text:
        language === 'es'
          ? `${approverName} aprobó su permiso (${days}).`
          : `${approverName} approved your leave (${days}).`,
    }
  },
  DIVISION_COMPLETED_MESSAGE: ({ caseCount, teamName }, language) => ({
    number: String(caseCount),
    text:
      language === 'es'
        ? `Se asignaron ${caseCount} casos al equipo ${teamName}.`
        : `${caseCount} cases were allocated to team ${teamName}.`,
  }),
  SEND_OTP_CODE_MESSAGE: ({ cardNumber, code }, language) => ({
    number: cardNumber,
    text:
      language === 'es'
        ? `El código de WhatsApp de la SIM ${cardNumber} es ${code}.`
        : `The WhatsApp code for SIM ${cardNumber} is ${code}.`,
  }),
  CASE_STATISTICS_NOTICE: ({ day, dueToday, appointmentsToday, promised }, language) => ({
    number: day,
    text:
      language === 'es'
        ? `Vencen hoy: ${dueToday} · Citas: ${appointmentsToday} · Promesas de pago: ${moneyList(promised, language)}`
        : `Due today: ${dueToday} · Appointments: ${appointmentsToday} · Promised: ${moneyList(promised, language)}`,
  }),
  SELL_ORDER_ENTERED_APP: ({ caseNo, customerName, orderNo }, language) => ({
    number: caseNo,
    text:
      language === 'es'
        ? `${customerName} entró a la app con el pedido ${orderNo} (caso ${caseNo}).`
        : `${customerName} entered the app with order ${orderNo} (case ${caseNo}).`,
  }),
  OTP_APPLICATION_MESSAGE: (facts, language) =>
    'about' in facts ? cardApplicationWords(facts, language) : codeRequestWords(facts, language),
}

/** What a message of a shared type is about (contract/messages.ts messageSubjects); null where the type says it. */
export function messageSubject<T extends MessageType>(
  type: T,
  facts: MessageFacts[T],
): MessageSubject | null {
  return type === 'OTP_APPLICATION_MESSAGE' && 'about' in (facts as object) ? 'simCardApplication' : null
}

/** A message's words for its reader, from the facts its event kept. */
export function messageWords<T extends MessageType>(
  type: T,
  facts: MessageFacts[T],
  language: Language,
): MessageWords {
  return writers[type](facts, language)
}
