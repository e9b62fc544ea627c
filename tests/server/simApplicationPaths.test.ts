import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { applyForSimCard, passSimApplication, rejectSimApplication } from '../../contract/simCards.ts'
import { type SimApplicationEvent, simApplicationMachine } from '../../machines/simApplication.ts'
import { simApplications } from '../../server/database/schema/simCards.ts'
import { expireStale } from '../../server/services/simCards/simExpiry.ts'
import { playPathsOnService } from '../support/servicePaths.ts'
import { addCard, collectorIn, freshTeam, write } from '../support/simOffice.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The SIM application machine's graph played against the real service (issue 27): every edge, each on
// the application of a collector of a new team, passed with a card the office adds for it, rejected,
// or expired by the sweep the server runs (it has no call of its own: the same function, a clock later).

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
  expired?: boolean
}

describe('the SIM application machine, played against the service', () => {
  it('every transition it defines is taken through the calls, and every event it refuses is refused with nothing written', async () => {
    const expiresAfterMs = server.config.simCards.applicationExpiresAfterMs
    const events: SimApplicationEvent[] = [
      { type: 'APPLY', applicantId: applicant, reason: 'Mine was stolen', pendingOfApplicant: 0 },
      { type: 'PASS', cardId: card },
      { type: 'REJECT', rejection: 'No cards in stock' },
      { type: 'REJECT', rejection: ' ' },
      { type: 'EXPIRE', pendingForMs: expiresAfterMs, expiresAfterMs },
      { type: 'EXPIRE', pendingForMs: 0, expiresAfterMs },
    ]
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
          const answer = await server.call(
            applyForSimCard,
            { reason: event.reason, ...write() },
            { token: application.token },
          )
          application.applicationId = answer.body.data?.id
          return answer.status
        }
        const applicationId = application.applicationId!
        if (event.type === 'PASS')
          return (
            await server.call(
              passSimApplication,
              { applicationId, cardId: application.cardId, ...write() },
              { token: office },
            )
          ).status
        if (event.type === 'REJECT')
          return (
            await server.call(
              rejectSimApplication,
              { applicationId, rejection: event.rejection, ...write() },
              { token: office },
            )
          ).status
        // The sweep, at the moment the event says: long enough after applying, or not yet.
        const now = new Date(Date.now() + event.pendingForMs + 1_000)
        await expireStale(server.db, server.config, now)
        const [row] = await server.db
          .select({ status: simApplications.status })
          .from(simApplications)
          .where(eq(simApplications.id, applicationId))
        // The sweep answers nobody: it took the event when it expired this application, and refused it otherwise.
        if (row!.status !== 'expired' || application.expired) return 409
        application.expired = true
        return 200
      },
      asStored: (application, stored) => {
        const context = stored.context as { applicantId: number | null; cardId: number | null }
        return {
          value: stored.value,
          context: {
            ...context,
            applicantId: context.applicantId === applicant ? application.applicantId : context.applicantId,
            cardId: context.cardId === card ? application.cardId : context.cardId,
          },
        }
      },
    })
    expect(run.covered).toEqual(run.defined)
  }, 120_000)
})
