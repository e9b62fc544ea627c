import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { applyForSimCard, passSimApplication, rejectSimApplication } from '../../contract/simCards.ts'
import { type SimApplicationEvent, simApplicationMachine } from '../../machines/simApplication.ts'
import { expireStale } from '../../server/services/simCards/simExpiry.ts'
import { movedTo, playPathsOnService, statusAnswer } from '../support/servicePaths.ts'
import { addCard, collectorIn, freshTeam, write } from '../support/simOffice.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The SIM application machine's graph played against the real service (issue 27), on paths that take
// every transition: each on the application of a collector of a new team, passed with a card the
// office adds for it, rejected, or expired by the sweep the server runs (it has no call of its own:
// the same function, a clock later).

let server: TestServer
let office: string
beforeAll(async () => {
  server = await startTestServer()
  office = await server.signInAs('officemanager')
})
afterAll(() => server?.close())

/** The model's applicant and card: each path has its own, put in their place when compared. */
const applicant = -1
const card = -2

interface Application {
  applicationId?: number
  token: string
  applicantId: number
  cardId: number
}

describe('the SIM application machine, played against the service', () => {
  it('every transition it defines is taken through the calls, and every event it refuses is refused with nothing written', async () => {
    const expiresAfterMs = server.config.simCards.applicationExpiresAfterMs
    const events: SimApplicationEvent[] = [
      { type: 'APPLY', applicantId: applicant, reason: 'Mine was stolen', pendingOfApplicant: 0 },
      // Her own application waits already: made first, rejected once this one is answered.
      { type: 'APPLY', applicantId: applicant, reason: 'Mine was stolen', pendingOfApplicant: 1 },
      { type: 'APPLY', applicantId: applicant, reason: ' ', pendingOfApplicant: 0 },
      { type: 'PASS', cardId: card },
      { type: 'REJECT', rejection: 'No cards in stock' },
      { type: 'REJECT', rejection: ' ' },
      { type: 'EXPIRE', pendingForMs: expiresAfterMs, expiresAfterMs },
      { type: 'EXPIRE', pendingForMs: 0, expiresAfterMs },
    ]
    const apply = (application: Application, reason: string) =>
      server.call(applyForSimCard, { reason, ...write() }, { token: application.token })
    const run = await playPathsOnService<Application>(server, {
      kind: 'simApplication',
      machine: simApplicationMachine,
      events: events as EventObject[],
      begin: async () => {
        const member = await collectorIn(server, await freshTeam(server))
        return { token: member.token, applicantId: member.userId, cardId: await addCard(server, office) }
      },
      idOf: (application) => application.applicationId,
      send: async (application, sent) => {
        const event = sent as SimApplicationEvent
        if (event.type === 'APPLY') {
          // Applying again makes another application: there is no way to send APPLY to one made.
          if (application.applicationId !== undefined) return null
          const waiting = []
          for (let made = 0; made < event.pendingOfApplicant; made++)
            waiting.push((await apply(application, 'Asked before')).body.data.id)
          const answer = await apply(application, event.reason)
          for (const applicationId of waiting)
            await server.call(
              rejectSimApplication,
              { applicationId, rejection: 'Asked twice', ...write() },
              { token: office },
            )
          if (answer.status === 200) application.applicationId = answer.body.data.id
          return statusAnswer(answer)
        }
        const applicationId = application.applicationId
        if (applicationId === undefined) return null
        if (event.type === 'PASS')
          return statusAnswer(
            await server.call(
              passSimApplication,
              { applicationId, cardId: application.cardId, ...write() },
              { token: office },
            ),
          )
        if (event.type === 'REJECT')
          return statusAnswer(
            await server.call(
              rejectSimApplication,
              { applicationId, rejection: event.rejection, ...write() },
              { token: office },
            ),
          )
        // The sweep, at the moment the event says: long enough after applying, or not yet.
        return movedTo(server, 'simApplication', applicationId, 'expired', async () => {
          await expireStale(server.db, server.config, new Date(Date.now() + event.pendingForMs + 1_000))
          return 200
        })
      },
      standIns: (application) =>
        new Map([
          [applicant, application.applicantId],
          [card, application.cardId],
        ]),
    })
    expect(run.covered).toEqual(run.defined)
  }, 120_000)
})
