import type { MessageDescriptor } from '@lingui/core'
import type { Action } from '../../contract/actions.ts'

/**
 * The half of a user action only the browser reads (Lingui messages cannot live in contract/): what
 * its button says, what to ask before it, what to say once done. `Subject` is what the messages name.
 */
export interface ActionTexts<Subject> {
  /** What the button does, as an action. */
  label: MessageDescriptor
  /** What a write of it is called where writes wait to be sent (the sync panel); the label when left out. */
  change?: MessageDescriptor
  /** Asked before an action that cannot be taken back, naming the subject and what will happen. */
  confirm?: { question: (subject: Subject) => MessageDescriptor; effect: MessageDescriptor }
  /** The notice once the server has taken it; left out where the screen itself shows the change. */
  done?: (subject: Subject) => MessageDescriptor
}

/** One entry of texts per action of the area, no more, no fewer: a missing one fails the type check. */
export type ActionTextsOf<Actions extends Record<string, Action>, Subject> = {
  readonly [Name in keyof Actions]: ActionTexts<Subject>
}

/**
 * An area's actions with their texts, offered by name to ActionButton and RowActions:
 * `const staffOffer = offersOf(staffActions, staffActionTexts)`, then `staffOffer('addMember')`.
 */
export function offersOf<Actions extends Record<string, Action>, Subject>(
  actions: Actions,
  texts: ActionTextsOf<Actions, Subject>,
) {
  return <Name extends keyof Actions & string>(name: Name) => ({
    name,
    action: actions[name] as Actions[Name],
    texts: texts[name] as ActionTexts<Subject>,
  })
}
