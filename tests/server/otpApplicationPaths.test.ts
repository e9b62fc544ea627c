import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import {
  allocateSimCard,
  reportNoOtpCode,
  requestOtpCode,
  retrieveSimCard,
  sendOtpCode,
} from '../../contract/simCards.ts'
import { type OtpApplicationEvent, otpApplicationMachine } from '../../machines/otpApplication.ts'
import { expireStale } from '../../server/services/simCards/simExpiry.ts'
import { movedTo, playPathsOnService, statusAnswer } from '../support/servicePaths.ts'
import { addCard, collectorIn, freshTeam, write } from '../support/simOffice.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The WhatsApp code request's machine played against the real service (issue 27), on paths that take
// every transition: each on the request of a collector of a new team for the card the office gave
// her; the office passes a code on or finds none, the card is taken back, or the server's sweep
// expires it (it has no call of its own: the same function the server runs, a clock later).

let server: TestServer
let office: string
beforeAll(async () => {
  server = await startTestServer()
  office = await server.signInAs('officemanager')
})
afterAll(() => server?.close())

/** The model's applicant: each path has its own, put in her place when compared. */
const applicant = -1

interface CodeRequest {
  applicationId?: number
  token: string
  applicantId: number
  cardId: number
}

/** A collector of a new team holding a card the office gave her. */
async function memberWithCard(): Promise<Omit<CodeRequest, 'applicationId'>> {
  const teamId = await freshTeam(server)
  const member = await collectorIn(server, teamId)
  const cardId = await addCard(server, office)
  const given = await server.call(
    allocateSimCard,
    { cardId, teamId, memberId: member.userId, ...write() },
    { token: office },
  )
  expect(given.status).toBe(200)
  return { token: member.token, applicantId: member.userId, cardId }
}

const ask = (request: Omit<CodeRequest, 'applicationId'>) =>
  server.call(requestOtpCode, { cardId: request.cardId, ...write() }, { token: request.token })

describe('the code request machine, played against the service', () => {
  it('every transition it defines is taken through the calls, and every event it refuses is refused with nothing written', async () => {
    const { otpRequestLimit, otpMaxAttempts, otpExpiresAfterMs } = server.config.simCards
    const asked = (requestsInWindow: number): OtpApplicationEvent => ({
      type: 'REQUEST',
      applicantId: applicant,
      requestsInWindow,
      requestLimit: otpRequestLimit,
      maxAttempts: otpMaxAttempts,
    })
    const events: OtpApplicationEvent[] = [
      asked(0),
      asked(otpRequestLimit),
      { type: 'SEND_CODE' },
      { type: 'NO_CODE' },
      { type: 'EXPIRE', pendingForMs: otpExpiresAfterMs, expiresAfterMs: otpExpiresAfterMs },
      { type: 'EXPIRE', pendingForMs: 0, expiresAfterMs: otpExpiresAfterMs },
      { type: 'CARD_LEFT', cardEvent: 'RETRIEVE' },
    ]
    const run = await playPathsOnService<CodeRequest>(server, {
      kind: 'otpApplication',
      machine: otpApplicationMachine,
      events: events as EventObject[],
      begin: memberWithCard,
      idOf: (request) => request.applicationId,
      send: async (request, sent) => {
        const event = sent as OtpApplicationEvent
        if (event.type === 'REQUEST') {
          // Asking again makes another request: there is no way to send REQUEST to one made.
          if (request.applicationId !== undefined) return null
          // Asked as often as the window allows: by another member (each of hers answered, one waits
          // per card), so this path's member still may ask.
          const asker = event.requestsInWindow === 0 ? request : await memberWithCard()
          for (let made = 0; made < event.requestsInWindow; made++) {
            const earlier = await ask(asker)
            await server.call(
              sendOtpCode,
              { applicationId: earlier.body.data.id, otp: '482913', ...write() },
              { token: office },
            )
          }
          const answer = await ask(asker)
          if (answer.status === 200 && asker === request) request.applicationId = answer.body.data.id
          return statusAnswer(answer)
        }
        const applicationId = request.applicationId
        if (applicationId === undefined) return null
        if (event.type === 'SEND_CODE')
          return statusAnswer(
            await server.call(sendOtpCode, { applicationId, otp: '482913', ...write() }, { token: office }),
          )
        if (event.type === 'NO_CODE')
          return statusAnswer(
            await server.call(reportNoOtpCode, { applicationId, ...write() }, { token: office }),
          )
        const endsIt = (change: () => Promise<number>) =>
          movedTo(
            server,
            'otpApplication',
            applicationId,
            event.type === 'EXPIRE' ? 'expired' : 'cancelled',
            change,
          )
        if (event.type === 'CARD_LEFT')
          return endsIt(
            async () =>
              (await server.call(retrieveSimCard, { cardId: request.cardId, ...write() }, { token: office }))
                .status,
          )
        // The sweep, at the moment the event says: long enough after asking, or not yet.
        return endsIt(async () => {
          await expireStale(server.db, server.config, new Date(Date.now() + event.pendingForMs + 1_000))
          return 200
        })
      },
      standIns: (request) => new Map([[applicant, request.applicantId]]),
    })
    expect(run.covered).toEqual(run.defined)
  }, 120_000)
})
