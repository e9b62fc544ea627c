import { todos } from '../../../server/database/schema/cases.ts'
import { aRecord } from '../../support/caseFixtures.ts'
import { type AreaProbes, onCasesAround, write } from './probeKit.ts'

/** The cases' calls (contract/caseActions.ts), for the authorization matrix. */
export const caseProbes: AreaProbes = {
  byPath: {
    '/collection/case/mark': onCasesAround(({ id }) => ({ caseId: id, mark: 'MARK_NO_DEAL', ...write() })),
    '/collection/case/record': onCasesAround(({ id }) => ({ caseId: id, record: aRecord(), ...write() })),
    '/collection/case/todo': onCasesAround(({ id }) => ({
      caseId: id,
      text: 'Call back after lunch',
      dueAt: new Date(Date.now() + 3_600_000).toISOString(),
      ...write(),
    })),
    '/collection/case/todo/done': onCasesAround(async ({ id, ownerId }, { server }) => {
      const [todo] = await server.db
        .insert(todos)
        .values({
          caseId: id,
          text: 'Matrix to-do',
          dueAt: new Date(Date.now() + 3_600_000),
          authorId: ownerId ?? 1,
        })
        .returning({ id: todos.id })
      return { caseId: id, todoId: todo!.id, done: true, ...write() }
    }),
    '/collection/case/revealPhone': onCasesAround(({ id }) => ({ caseId: id, answer: 'not-my-password' })),
  },
}
