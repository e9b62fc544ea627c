import { z } from 'zod'
import { messageType, type Recipient } from './messageType.ts'

/** A team's head is told how many cases an allocation gave the team. */
export const divisionCompletedMessage = messageType({
  code: 'DIVISION_COMPLETED_MESSAGE',
  kind: 'Message',
  facts: z.object({ caseCount: z.number(), teamName: z.string() }),
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
})

/** The case allocation area's message types, as the registry (contract/allMessageTypes.ts) lists them. */
export const caseAllocationMessages = [divisionCompletedMessage] as const
