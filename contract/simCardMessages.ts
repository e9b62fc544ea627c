import { z } from 'zod'
import type { Language } from './bilingual.ts'
import { menuIds } from './menus.ts'
import {
  keyedId,
  type LinkedScreen,
  linkOn,
  type MessageWords,
  messageType,
  type Recipient,
} from './messageType.ts'

/** The SIM screens its messages open, and what names the application or the code request on each. */
export const simCardLinkedScreens = {
  /** The member's own applications, with their outcome. */
  cardApplications: { path: '/simcard/application', menuId: menuIds.simApplication, names: 'application' },
  /** The member's own card on the same screen, with her last code requests. */
  myCodeRequests: { path: '/simcard/application', menuId: menuIds.simApplication, names: 'codeRequest' },
  /** The requests whoever keeps the cards answers. */
  codeRequests: { path: '/simcard/waotpapplication', menuId: menuIds.waOtpApplication, names: 'codeRequest' },
} as const satisfies Record<string, LinkedScreen>

/** The member who asked for a WhatsApp code is sent it. */
export const otpCodeSentMessage = messageType({
  code: 'SEND_OTP_CODE_MESSAGE',
  kind: 'Message',
  facts: z.object({ cardNumber: z.string(), code: z.string() }),
  title: { en: 'OTP code sent', es: 'Código OTP enviado' },
  words: ({ cardNumber, code }, language) => ({
    number: cardNumber,
    text:
      language === 'es'
        ? `El código de WhatsApp de la SIM ${cardNumber} es ${code}.`
        : `The WhatsApp code for SIM ${cardNumber} is ${code}.`,
  }),
  producers: {
    otpCodeSent: (to: Recipient & { otpApplicationId: number }) => `otpCode:${to.otpApplicationId}`,
  },
  opens: ({ eventKey }) => linkOn(simCardLinkedScreens.myCodeRequests, keyedId(eventKey)),
})

/**
 * A WhatsApp code request: pending, to whoever keeps the cards; failed (no code came) or cancelled
 * (the card was taken back from her), to the member who asked. Messages kept before 'failed' existed
 * say 'rejected' for it.
 */
const codeRequestFacts = z.object({
  applicantName: z.string(),
  cardNumber: z.string(),
  status: z.enum(['pending', 'passed', 'rejected', 'failed', 'cancelled']),
  reason: z.string().nullable(),
})
export type CodeRequestFacts = z.infer<typeof codeRequestFacts>

/** The outcome of a member's SIM card application, to the applicant: the card given, or the reason why not. */
const cardApplicationFacts = z.union([
  z.object({ about: z.literal('cardApplication'), status: z.literal('passed'), cardNumber: z.string() }),
  z.object({ about: z.literal('cardApplication'), status: z.literal('rejected'), reason: z.string() }),
])
export type CardApplicationFacts = z.infer<typeof cardApplicationFacts>

/** The key of what a code request's status tells, to whoever is told it. */
export const otpApplicationKey = (applicationId: number, status: string) =>
  `otpApplication:${applicationId}:${status}`

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

/**
 * WhatsApp code requests and SIM card applications share the spec's code: a card application's
 * outcome is told apart by its facts, and titled by what it is about.
 */
export const otpApplicationMessage = messageType({
  code: 'OTP_APPLICATION_MESSAGE',
  kind: 'Message',
  facts: z.union([codeRequestFacts, cardApplicationFacts]),
  title: { en: 'OTP application', es: 'Solicitud de OTP' },
  words: (facts, language) =>
    'about' in facts ? cardApplicationWords(facts, language) : codeRequestWords(facts, language),
  subjects: {
    simCardApplication: {
      title: { en: 'SIM card application', es: 'Solicitud de tarjeta SIM' },
      is: (facts) => 'about' in facts,
    },
  },
  producers: {
    // An application is told of each status it reaches: pending to the reviewer, the outcome to the applicant.
    otpApplication: (to: Recipient & { applicationId: number }, facts) =>
      otpApplicationKey(to.applicationId, facts.status),
    // A card application's outcome, to its applicant: keyed apart from the code requests' numbering.
    simApplicationDecided: (to: Recipient & { simApplicationId: number }, facts) =>
      `simApplication:${to.simApplicationId}:${facts.status}`,
  },
  // A pending request waits for whoever keeps the cards; every other outcome is told to who asked.
  opens: ({ eventKey, facts }) => {
    const { cardApplications, codeRequests, myCodeRequests } = simCardLinkedScreens
    const screen =
      'about' in facts ? cardApplications : facts.status === 'pending' ? codeRequests : myCodeRequests
    return linkOn(screen, keyedId(eventKey))
  },
})

/** The SIM cards area's message types, as the registry (contract/allMessageTypes.ts) lists them. */
export const simCardMessages = [otpCodeSentMessage, otpApplicationMessage] as const
