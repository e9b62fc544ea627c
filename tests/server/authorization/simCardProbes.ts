import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import { roleIds } from '../../../contract/menus.ts'
import { applyForSimCard, requestOtpCode } from '../../../contract/simCards.ts'
import { users } from '../../../server/database/schema/accounts.ts'
import { otpApplications, simApplications, simCards } from '../../../server/database/schema/simCards.ts'
import {
  type AreaProbes,
  type Caller,
  firstOf,
  noRow,
  otherTeamThan,
  type Probe,
  type ProbeContext,
  type ProbesOf,
  teamsAround,
  write,
} from './probeKit.ts'

/** Cards around the caller: their own, one of their team, one of another team, one of the stock. */
async function cardsAround(caller: Caller, { server }: ProbeContext) {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(
      server.db
        .select({ id: simCards.id, holderId: simCards.holderId, teamId: simCards.teamId })
        .from(simCards)
        .where(where)
        .orderBy(asc(simCards.id))
        .limit(1),
    )
  const found = [
    await pick(and(eq(simCards.holderId, caller.userId))),
    caller.teamId === null
      ? undefined
      : await pick(and(eq(simCards.teamId, caller.teamId), ne(simCards.holderId, caller.userId))),
    await pick(and(otherTeamThan(simCards.teamId, caller.teamId), eq(simCards.status, 'allocated'))),
    await pick(and(isNull(simCards.teamId), eq(simCards.status, 'unallocated'))),
  ]
  return found
    .filter((row) => row !== undefined)
    .map((row) => ({ ...row, facts: { ownerId: row.holderId, teamId: row.teamId } }))
}

const cardProbes =
  (input: (cardId: number) => Record<string, unknown>): ProbesOf =>
  async (caller, context) =>
    (await cardsAround(caller, context)).map((card) => ({
      label: `card ${card.id} (holder ${card.holderId}, team ${card.teamId})`,
      input: { ...input(card.id), ...write() },
      rows: [card.facts],
    }))

const applicationProbes =
  (extra: () => Record<string, unknown>): ProbesOf =>
  async (_caller, { server }) => {
    const pending = await server.db
      .select({
        id: simApplications.id,
        ownerId: simApplications.applicantId,
        teamId: simApplications.teamId,
      })
      .from(simApplications)
      .where(eq(simApplications.status, 'pending'))
    return pending.map((application) => ({
      label: `application ${application.id} (applicant ${application.ownerId}, team ${application.teamId})`,
      input: { applicationId: application.id, ...extra(), ...write() },
      rows: [application],
    }))
  }

const codeRequestProbes =
  (extra: Record<string, unknown>): ProbesOf =>
  async (_caller, { server }) => {
    const requests = await server.db
      .select({ id: otpApplications.id, ownerId: otpApplications.applicantId, teamId: users.teamId })
      .from(otpApplications)
      .innerJoin(users, eq(users.id, otpApplications.applicantId))
    return requests.map((request) => ({
      label: `code request ${request.id} (member ${request.ownerId}, team ${request.teamId})`,
      input: { applicationId: request.id, ...extra, ...write() },
      rows: [request],
    }))
  }

/** The SIM cards' calls (contract/simCardActions.ts), for the authorization matrix. */
export const simCardProbes: AreaProbes = {
  // Everyone's SIM applications and WhatsApp code requests pending, for the reviewers and code keepers.
  async rowsOfEachCaller(caller, { server }) {
    await server.call(
      applyForSimCard,
      { reason: 'A card for the matrix', ...write() },
      { token: caller.token },
    )
    const [card] = await server.db
      .select({ id: simCards.id })
      .from(simCards)
      .where(eq(simCards.holderId, caller.userId))
    if (card) await server.call(requestOtpCode, { cardId: card.id, ...write() }, { token: caller.token })
  },
  byPath: {
    '/sim/teamAndMember': noRow(() => ({})),
    '/sim/records/add': async (_caller, { unique }) => {
      const serial = unique()
      return [
        {
          label: 'new cards to the stock',
          input: { cardNumbers: [`8952099${String(serial).padStart(12, '0')}`], ...write() },
          rows: [{ teamId: null }],
        },
      ]
    },
    '/sim/records/allocate': async (caller, context) => {
      const [stock] = (await cardsAround(caller, context)).filter((card) => card.teamId === null)
      const probes: Probe[] = []
      for (const teamId of await teamsAround(caller, context)) {
        const [member] = await context.server.db
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.teamId, teamId!), eq(users.roleId, roleIds.collector), eq(users.status, 'active')),
          )
          .limit(1)
        if (!stock || !member) continue
        probes.push({
          label: `stock card ${stock.id} to a member of team ${teamId}`,
          input: { cardId: stock.id, teamId, memberId: member.id, ...write() },
          rows: [stock.facts, { teamId }],
        })
      }
      return probes
    },
    '/sim/records/retrieve': cardProbes((cardId) => ({ cardId })),
    '/sim/records/deactivate': cardProbes((cardId) => ({ cardId, reason: 'blocked' })),
    '/sim/records/reactivate': cardProbes((cardId) => ({ cardId })),
    '/sim/records/remove': cardProbes((cardId) => ({ cardId })),
    '/sim/application/apply': noRow(() => ({ reason: 'My card was stolen', ...write() })),
    '/sim/application/pass': async (caller, context) => {
      const [stock] = (await cardsAround(caller, context)).filter((card) => card.teamId === null)
      return applicationProbes(() => ({ cardId: stock?.id ?? 1 }))(caller, context)
    },
    '/sim/application/reject': applicationProbes(() => ({ rejection: 'Not this month' })),
    '/sim/waotp/request': cardProbes((cardId) => ({ cardId })),
    '/sim/waotp/send': codeRequestProbes({ otp: '123456' }),
    '/sim/waotp/noCode': codeRequestProbes({}),
  },
}
