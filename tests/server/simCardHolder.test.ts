import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../contract/bilingual.ts'
import { messageList } from '../../contract/messages.ts'
import {
  addSimCards,
  allocateSimCard,
  applyForSimCard,
  deactivateSimCard,
  myOtpApplications,
  otpApplicationList,
  passSimApplication,
  reactivateSimCard,
  requestOtpCode,
  retrieveSimCard,
  sendOtpCode,
  simApplicationList,
} from '../../contract/simCards.ts'
import { simCardVersions } from '../../machines/simVersions.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { simCards } from '../../server/database/schema/simCards.ts'
import { atOnce } from '../support/engineParity.ts'
import { addCard, collectorIn, freshTeam, newCardNumber, write } from '../support/simOffice.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { wholeNumber } from '../support/wholeNumber.ts'

// Issue 19: a WhatsApp code reaches only the member who holds the card, a card goes only to a valid
// member, and every change of a card is in the audit trail from its addition on.

let server: TestServer
let office: string
let officeManagerId: number
beforeAll(async () => {
  server = await startTestServer()
  office = await server.signInAs('officemanager')
  const [row] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'officemanager'))
  officeManagerId = row!.id
})
afterAll(() => server?.close())

const langOf = { en: 'en-US', es: 'es-ES' } as const

/** A collector holding a new card, with a code request pending on it, and a teammate to give it to next. */
async function pendingCodeRequest() {
  const teamId = await freshTeam(server)
  const [asker, next] = [await collectorIn(server, teamId), await collectorIn(server, teamId)]
  const cardId = await addCard(server, office)
  const given = await server.call(
    allocateSimCard,
    { cardId, teamId, memberId: asker.userId, ...write() },
    { token: office },
  )
  expect(given.body.respCode).toBe('000000')
  const asked = await server.call(requestOtpCode, { cardId, ...write() }, { token: asker.token })
  expect(asked.body.data.status).toBe('pending')
  return {
    teamId,
    asker,
    next,
    cardId,
    cardNumber: given.body.data.cardNumber,
    requestId: asked.body.data.id,
  }
}

/** What a member's messages say about her code requests and codes, in her language. */
async function toldTo(token: string, language: Language) {
  const { body } = await server.call(messageList, {}, { token, lang: langOf[language] })
  return body.data
    .filter((m) => m.name === 'OTP_APPLICATION_MESSAGE' || m.name === 'SEND_OTP_CODE_MESSAGE')
    .map((m) => m.content)
}

const otpTransitionsOf = (requestId: number) =>
  server.db
    .select({
      machine: transitions.machine,
      event: transitions.eventType,
      payload: transitions.eventPayload,
      actor: transitions.actorId,
      clientMutationId: transitions.clientMutationId,
    })
    .from(transitions)
    .where(and(eq(transitions.entityType, 'otpApplication'), eq(transitions.entityId, requestId)))
    .orderBy(transitions.id)

describe('a WhatsApp code goes only to who holds the card', () => {
  const takings = [
    {
      event: 'RETRIEVE',
      takeBack: (cardId: number, id: string) =>
        server.call(retrieveSimCard, { cardId, clientMutationId: id }, { token: office }),
    },
    {
      event: 'DEACTIVATE',
      takeBack: (cardId: number, id: string) =>
        server.call(
          deactivateSimCard,
          { cardId, reason: 'blocked', clientMutationId: id },
          { token: office },
        ),
    },
  ] as const

  for (const { event, takeBack } of takings)
    it(`${event === 'RETRIEVE' ? 'retrieving' : 'deactivating'} a card ends its pending code request, the asker is told why, and no code can reach her`, async () => {
      const { teamId, asker, next, cardId, cardNumber, requestId } = await pendingCodeRequest()
      const { clientMutationId } = write()
      const taken = await takeBack(cardId, clientMutationId)
      expect(taken.body.respCode).toBe('000000')
      if (event === 'DEACTIVATE')
        await server.call(reactivateSimCard, { cardId, ...write() }, { token: office })
      const passedOn = await server.call(
        allocateSimCard,
        { cardId, teamId, memberId: next.userId, ...write() },
        { token: office },
      )
      expect(passedOn.body.respCode).toBe('000000')

      const mine = await server.call(myOtpApplications, {}, { token: asker.token })
      expect(mine.body.data.find((row) => row.id === requestId)?.status).toBe('cancelled')
      const pending = await server.call(otpApplicationList, { status: 'pending' }, { token: office })
      expect(pending.body.data.map((row) => row.id)).not.toContain(requestId)
      // Ended through the code request's own machine, by the write that took the card back.
      expect(await otpTransitionsOf(requestId)).toEqual([
        expect.objectContaining({ machine: 'otpApplication@2', event: 'REQUEST' }),
        {
          machine: 'otpApplication@2',
          event: 'CARD_LEFT',
          payload: { cardEvent: event },
          actor: officeManagerId,
          clientMutationId,
        },
      ])
      expect(await toldTo(asker.token, 'en')).toContain(
        `[Message]OTP_APPLICATION_MESSAGE$${cardNumber}$SIM ${cardNumber} was taken back from you, so your code request for it has ended and no code will be sent.`,
      )
      expect(await toldTo(asker.token, 'es')).toContain(
        `[Message]OTP_APPLICATION_MESSAGE$${cardNumber}$La SIM ${cardNumber} se le retiró, así que su solicitud de código terminó y no se enviará ningún código.`,
      )

      const sent = await server.call(
        sendOtpCode,
        { applicationId: requestId, otp: '482913', ...write() },
        { token: office },
      )
      expect([sent.status, sent.body.respMsg]).toEqual([
        409,
        'This code request is not pending any more; refresh the page.',
      ])
      for (const member of [asker, next])
        expect((await toldTo(member.token, 'en')).join('\n')).not.toMatch(wholeNumber('482913'))
    })

  for (const language of ['en', 'es'] as const)
    it(`sending refuses a request whose asker no longer holds the card (${language}), sends nothing, and ends it`, async () => {
      const { asker, next, cardId, requestId } = await pendingCodeRequest()
      // A request left pending while its card moved on: made before retrievals ended requests, or
      // racing one. The card now answers to the teammate.
      const [card] = await server.db.select().from(simCards).where(eq(simCards.id, cardId))
      const lifecycle = card!.lifecycle as { value: string; context: object }
      await server.db
        .update(simCards)
        .set({
          holderId: next.userId,
          lifecycle: { ...lifecycle, context: { ...lifecycle.context, holderId: next.userId } },
        })
        .where(eq(simCards.id, cardId))

      const sent = await server.call(
        sendOtpCode,
        { applicationId: requestId, otp: '482913', ...write() },
        { token: office, lang: langOf[language] },
      )
      expect([sent.status, sent.body.respMsg]).toEqual([
        409,
        language === 'en'
          ? 'The member who asked no longer holds this SIM card, so no code was sent; the request has ended.'
          : 'Quien la solicitó ya no tiene esta tarjeta SIM, así que no se envió ningún código; la solicitud terminó.',
      ])
      for (const member of [asker, next])
        expect((await toldTo(member.token, language)).join('\n')).not.toMatch(wholeNumber('482913'))
      const mine = await server.call(myOtpApplications, {}, { token: asker.token })
      expect(mine.body.data.find((row) => row.id === requestId)?.status).toBe('cancelled')
      expect((await otpTransitionsOf(requestId)).map((row) => row.event)).toEqual(['REQUEST', 'CARD_LEFT'])
    })
})

describe('a card taken back at the moment a code is asked for or sent', () => {
  it('leaves no request pending on a card its asker no longer holds, and answers no 500', async () => {
    for (let round = 0; round < 4; round++) {
      const { asker, cardId, requestId } = await pendingCodeRequest()
      const answers = await atOnce([
        server.call(retrieveSimCard, { cardId, ...write() }, { token: office }),
        server.call(requestOtpCode, { cardId, ...write() }, { token: asker.token }),
        server.call(sendOtpCode, { applicationId: requestId, otp: '482913', ...write() }, { token: office }),
      ])
      expect(answers.map((answer) => answer.status)).not.toContain(500)
      expect(answers[0]!.status).toBe(200)
      const mine = await server.call(myOtpApplications, {}, { token: asker.token })
      expect(mine.body.data.filter((row) => row.status === 'pending')).toEqual([])
    }
  })
})

describe('a card goes only to a valid member', () => {
  it('passing the application of a member marked invalid is refused in both languages, and the screen is told why', async () => {
    const teamId = await freshTeam(server)
    const member = await collectorIn(server, teamId)
    const applied = await server.call(
      applyForSimCard,
      { reason: 'My card was stolen', ...write() },
      { token: member.token },
    )
    await server.db.update(users).set({ status: 'disabled' }).where(eq(users.id, member.userId))
    const cardId = await addCard(server, office)

    const listed = await server.call(simApplicationList, { status: 'pending' }, { token: office })
    expect(listed.body.data.find((row) => row.id === applied.body.data.id)?.applicantValid).toBe(false)
    const en = await server.call(
      passSimApplication,
      { applicationId: applied.body.data.id, cardId, ...write() },
      { token: office },
    )
    expect([en.status, en.body.respMsg]).toEqual([
      422,
      'The applicant is invalid, so no card can be allocated to them; reject the application instead.',
    ])
    const es = await server.call(
      passSimApplication,
      { applicationId: applied.body.data.id, cardId, ...write() },
      { token: office, lang: 'es-ES' },
    )
    expect(es.body.respMsg).toBe(
      'El solicitante es inválido, así que no se le puede asignar una tarjeta; rechace la solicitud.',
    )
    const [card] = await server.db.select().from(simCards).where(eq(simCards.id, cardId))
    expect([card?.status, card?.holderId]).toEqual(['unallocated', null])
    const still = await server.call(simApplicationList, { status: 'pending' }, { token: office })
    expect(still.body.data.map((row) => row.id)).toContain(applied.body.data.id)
  })
})

describe('every change of a card is recorded', () => {
  it('adding cards records each addition through the card machine, by the office manager', async () => {
    const { clientMutationId } = write()
    const added = await server.call(
      addSimCards,
      { cardNumbers: [newCardNumber(), newCardNumber()], clientMutationId },
      { token: office },
    )
    const ids = added.body.data.added.map((row) => row.id)
    const recorded = await server.db
      .select({
        entityId: transitions.entityId,
        machine: transitions.machine,
        event: transitions.eventType,
        from: transitions.fromState,
        to: transitions.toState,
        actor: transitions.actorId,
        clientMutationId: transitions.clientMutationId,
      })
      .from(transitions)
      .where(and(eq(transitions.entityType, 'simCard'), inArray(transitions.entityId, ids)))
      .orderBy(transitions.id)
    const unallocated = { value: 'unallocated', context: { holderId: null, deactivation: null } }
    expect(recorded).toEqual(
      ids.map((entityId) => ({
        entityId,
        machine: simCardVersions.current.recordedAs,
        event: 'ADD',
        from: { value: 'new', context: { holderId: null, deactivation: null } },
        to: unallocated,
        actor: officeManagerId,
        clientMutationId,
      })),
    )
    const [stored] = await server.db.select().from(simCards).where(eq(simCards.id, ids[0]!))
    expect(stored?.lifecycle).toEqual(unallocated)
  })
})
