import { z } from 'zod'
import { menuIds } from './menus.ts'
import { type LinkedScreen, linkOn, messageType, type Recipient } from './messageType.ts'

/** All cases narrowed to one team by its filter (the cases' `teamId`): where an allocation's cases are. */
export const teamCasesScreen = {
  path: '/cases/all',
  menuId: menuIds.allCases,
  names: 'teamId',
} as const satisfies LinkedScreen

/** A team's head is told how many cases an allocation gave the team. */
export const divisionCompletedMessage = messageType({
  code: 'DIVISION_COMPLETED_MESSAGE',
  kind: 'Message',
  facts: z.object({
    caseCount: z.number(),
    teamName: z.string(),
    /** Messages kept before they opened the team's cases have none, and open All cases. */
    teamId: z.number().optional(),
  }),
  title: { en: 'Cases allocated', es: 'Casos asignados' },
  words: ({ caseCount, teamName }, language) => ({
    number: String(caseCount),
    text:
      language === 'es'
        ? `Se asignaron ${caseCount} casos al equipo ${teamName}.`
        : `${caseCount} cases were allocated to team ${teamName}.`,
  }),
  producers: {
    divisionCompleted: (to: Recipient & { allocationId: string }) => `allocation:${to.allocationId}`,
  },
  opens: ({ facts }) => linkOn(teamCasesScreen, facts.teamId),
})

/** The case allocation area's message types, as the registry (contract/allMessageTypes.ts) lists them. */
export const caseAllocationMessages = [divisionCompletedMessage] as const
