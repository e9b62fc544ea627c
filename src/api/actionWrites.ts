import type { Action } from '../../contract/actions.ts'
import type { AnswerOf, InputOf } from '../../contract/endpoint.ts'
import { request } from './request.ts'

/** Each action's call, taking its contract input and answering its contract answer. */
export type ActionWrites<Actions extends Record<string, Action>> = {
  readonly [Name in keyof Actions]: (
    input: InputOf<Actions[Name]['endpoint']>,
  ) => Promise<AnswerOf<Actions[Name]['endpoint']>>
}

/**
 * An area's writes, one per action, through the one request helper: what its form dialogs and row
 * actions are handed, so no screen calls the helper itself and the call cannot drift from the action.
 */
export function actionWrites<Actions extends Record<string, Action>>(
  actions: Actions,
): ActionWrites<Actions> {
  const writes: Record<string, (input: never) => Promise<unknown>> = {}
  for (const [name, action] of Object.entries(actions))
    writes[name] = (input) => request(action.endpoint, input as InputOf<typeof action.endpoint>)
  return writes as ActionWrites<Actions>
}
