import { z } from 'zod'
import { caseFilterLabels, caseFiltersSchema } from './cases.ts'
import { endpoint, type FieldLabels } from './endpoint.ts'
import { chosen, id, noRepeats } from './fields.ts'
import { menuIds } from './menus.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/**
 * The case allocation area (spec section 5, docs/decisions/0027): managers and team leaders hand the
 * cases chosen in All cases to a team and its members, or take them back. Its actions are
 * contract/caseAllocationActions.ts, its even split contract/evenSplit.ts. Its refusals kept their
 * `staffs.` codes (contract/staffErrors.ts) when the area left the staffs one: they are part of the API.
 */

/** The most cases one allocation request takes (issue 14: 10,000 in one request). */
export const allocationMax = 10_000

/**
 * Where an allocation sends its cases (spec section 5): a team, then either the members chosen or,
 * with none named, an even split across the team's members on duty that day (contract/evenSplit.ts).
 */
export const allocationTarget = z
  .object({
    teamId: chosen('team.select'),
    way: z.enum(['manual', 'evenSplit']),
    memberIds: z.array(id).max(500, 'tooLong').refine(noRepeats, 'invalidValue').default([]),
  })
  .refine((target) => target.way !== 'manual' || target.memberIds.length > 0, {
    path: ['memberIds'],
    message: 'member.select',
  })
export type AllocationTarget = z.infer<typeof allocationTarget>

export const allocationTargetLabels = {
  teamId: { en: 'Team', es: 'Equipo' },
  way: { en: 'Way', es: 'Forma' },
  memberIds: { en: 'Members', es: 'Miembros' },
} as const satisfies FieldLabels

/** Why a member of the team gets nothing from an even split: away on leave, a day off, or gone. */
export const leftOutReasons = ['leave', 'off', 'notMember'] as const

/** Why a chosen case cannot be allocated: closed since it was listed, or with that member already. */
export const unallocatableReasons = ['closed', 'alreadyHeld'] as const

/**
 * What the allocator reads before confirming an even split: how many cases each member on duty
 * gets (and what they hold already), and who is left out and why. The allocation that follows deals
 * the same cases the same way (contract/evenSplit.ts).
 */
export const allocationPreviewSchema = z.object({
  teamId: z.number(),
  caseCount: z.number(),
  /** Every member on duty gets at least this many; `extra` of them one more. */
  each: z.number(),
  extra: z.number(),
  shares: z.array(
    z.object({ memberId: z.number(), name: z.string(), holding: z.number(), count: z.number() }),
  ),
  leftOut: z.array(z.object({ memberId: z.number(), name: z.string(), reason: z.enum(leftOutReasons) })),
  /**
   * The chosen cases this allocation cannot take, each with why: closed meanwhile, or held already by
   * the one member they would go to. The figures above count the rest; allocating them needs the
   * allocator's agreement (`skipUnallocatable`).
   */
  skipped: z
    .array(
      z.object({
        caseId: z.number(),
        caseNo: z.string(),
        reason: z.enum(unallocatableReasons),
        holderName: z.string().nullable(),
      }),
    )
    .default([]),
})
export type AllocationPreview = z.infer<typeof allocationPreviewSchema>

// ——— The calls (All cases, menu 89): managers any team, a team leader their own ———

const writeLabels = { clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const

/**
 * Which cases an allocation or a retrieval takes: the ones chosen in All cases by id, or, with none
 * chosen, every case the current filter of All cases finds (up to `allocationMax`, open cases only).
 */
const caseSelection = caseFiltersSchema.and(
  z.object({
    caseIds: z.array(id).max(allocationMax, 'tooLong').refine(noRepeats, 'invalidValue').optional(),
  }),
)
const caseSelectionLabels = {
  ...caseFilterLabels,
  caseIds: { en: 'Cases', es: 'Casos' },
} as const satisfies FieldLabels

export const previewAllocation = endpoint({
  method: 'POST',
  path: '/collection/case/allocation/preview',
  access: menuIds.allCases,
  encoding: 'json',
  summary:
    'What an allocation would do, before it is confirmed: how many cases each member gets (and holds already), who of the team is left out and why, and which chosen cases cannot be allocated and why. With no member named, the even split across the members on duty today.',
  input: caseSelection.and(allocationTarget),
  labels: { ...caseSelectionLabels, ...allocationTargetLabels },
  answer: allocationPreviewSchema,
})

export const allocateCases = writeEndpoint({
  method: 'POST',
  path: '/collection/case/allocation/allocate',
  access: menuIds.allCases,
  encoding: 'json',
  summary:
    'Allocates the chosen cases (up to 10,000 in one request, in one transaction) to a team and its members as previewed; each case goes through the lifecycle machine and the allocator reads DIVISION_COMPLETED_MESSAGE. A chosen case that cannot be allocated (closed, or with that member already) refuses the whole request unless skipUnallocatable is set, when the rest are allocated and the answer names the cases skipped.',
  input: caseSelection
    .and(allocationTarget)
    .and(z.object({ skipUnallocatable: z.boolean().default(false), clientMutationId })),
  labels: {
    ...caseSelectionLabels,
    ...allocationTargetLabels,
    ...writeLabels,
    skipUnallocatable: { en: 'Allocate the rest', es: 'Asignar el resto' },
  },
  answer: allocationPreviewSchema,
})

export const retrieveCases = writeEndpoint({
  method: 'POST',
  path: '/collection/case/allocation/retrieve',
  access: menuIds.allCases,
  encoding: 'json',
  summary:
    'Takes the chosen cases back from the members holding them: they stay with their team, held by no one, until allocated again.',
  input: caseSelection.and(z.object({ clientMutationId })),
  labels: { ...caseSelectionLabels, ...writeLabels },
  answer: z.object({ caseCount: z.number() }),
})

/** A team cases may be allocated to, with the members who hold cases in it (collectors, sellers). */
export const allocationTeamSchema = z.object({
  id: z.number(),
  name: z.string(),
  members: z.array(z.object({ id: z.number(), name: z.string() })),
})
export type AllocationTeam = z.infer<typeof allocationTeamSchema>

export const allocationTeams = endpoint({
  method: 'GET',
  path: '/collection/case/allocation/teams',
  access: menuIds.allCases,
  encoding: 'form',
  summary:
    "The teams the caller may allocate cases to, each with its valid members who hold cases: every team for a manager, a team leader's own. Refused to collectors and sellers, who hand no cases out.",
  input: undefined,
  answer: z.array(allocationTeamSchema),
})
