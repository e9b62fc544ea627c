import { assign, setup } from 'xstate'

/**
 * What the machine keeps of an automatic rule: the version its runs name. A draft is edited in
 * place (nothing has run on it); an edit of a rule that has been active makes the next version, so
 * every run names the definition it ran (issue 26).
 */
export interface AutomaticRuleContext {
  version: number
}

/**
 * What happens to an automatic rule (spec section 2, Cases: automatical). `by` is the acting user;
 * whether the rule is theirs to change is the server's policy check, made before the machine is asked.
 * RUN is asked before a run starts, scheduled or by hand: only an active rule runs. It moves nothing
 * and is not recorded; the run has its own record.
 */
export type AutomaticRuleEvent =
  | { type: 'CREATE'; by: number }
  | { type: 'EDIT'; by: number }
  | { type: 'ACTIVATE'; by: number }
  | { type: 'PAUSE'; by: number }
  | { type: 'RESUME'; by: number }
  | { type: 'ARCHIVE'; by: number }
  | { type: 'RUN' }

export type AutomaticRuleState = 'new' | 'draft' | 'active' | 'paused' | 'archived'

/**
 * An automatic rule's life: 'new' is the rule before it exists, so its creation is recorded like every
 * other step; then draft → active ⇄ paused → archived. A draft may be archived without ever running;
 * archived is final (its runs stay on record). Editing is allowed until archived: in a draft it keeps
 * version 1, in an active or paused rule it makes the next version, which the next run names.
 */
export const automaticRuleMachine = setup({
  types: {} as { context: AutomaticRuleContext; events: AutomaticRuleEvent },
  actions: {
    nextVersion: assign(({ context }) => ({ version: context.version + 1 })),
    // A draft's edit, a run's go-ahead: allowed and recorded (the edit), moving nothing.
    noteOnly: () => {},
  },
}).createMachine({
  id: 'automaticRule',
  context: { version: 1 },
  initial: 'new',
  states: {
    new: { on: { CREATE: 'draft' } },
    draft: {
      on: {
        EDIT: { actions: 'noteOnly' },
        ACTIVATE: 'active',
        ARCHIVE: 'archived',
      },
    },
    active: {
      on: {
        EDIT: { actions: 'nextVersion' },
        PAUSE: 'paused',
        ARCHIVE: 'archived',
        RUN: { actions: 'noteOnly' },
      },
    },
    paused: {
      on: {
        EDIT: { actions: 'nextVersion' },
        RESUME: 'active',
        ARCHIVE: 'archived',
      },
    },
    archived: { type: 'final' },
  },
})
