import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../contract/errors.ts'
import { asFailure, notProvided } from './effects.ts'

export type ResetPurpose = 'forget' | 'modify'

/** What the form submits once its fields pass the contract schema. */
export interface ResetSubmission {
  phone: string
  code: string
  newPassword: string
  duplicatePassword: string
  /** Only for /modifypassword: the old (possibly expired) password. */
  password?: string
}

export interface PasswordResetContext {
  purpose: ResetPurpose
  /** Seconds left before another code may be asked for. */
  cooldown: number
  failure: ApiFailure | null
  codeSentTo: string | null
}

export type PasswordResetEvent =
  | { type: 'SEND_CODE'; phone: string }
  | { type: 'SUBMIT'; submission: ResetSubmission }
  | { type: 'TICK' }
  | { type: 'DISMISS_FAILURE' }

/**
 * A password reset by verification code (/forgetPwd and /modifypassword): asking for a code with a
 * resend cooldown runs beside filling and submitting the form.
 */
export const passwordResetMachine = setup({
  types: {} as {
    context: PasswordResetContext
    events: PasswordResetEvent
    input: { purpose: ResetPurpose }
  },
  actors: {
    sendCode: fromPromise<{ resendAfterSeconds: number }, { phone: string; purpose: ResetPurpose }>(
      async () => notProvided('sendCode'),
    ),
    submitReset: fromPromise<void, { submission: ResetSubmission; purpose: ResetPurpose }>(async () =>
      notProvided('submitReset'),
    ),
    /** Sends TICK once a second while the cooldown runs. */
    countdown: fromCallback(() => notProvided('countdown')),
  },
  guards: {
    cooldownOver: ({ context }) => context.cooldown <= 1,
    tooSoon: ({ event }) => asFailure((event as { error?: unknown }).error).code === 'auth.codeTooSoon',
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ purpose: input.purpose, cooldown: 0, failure: null, codeSentTo: null }),
  type: 'parallel',
  on: { DISMISS_FAILURE: { actions: assign({ failure: null }) } },
  states: {
    code: {
      initial: 'idle',
      states: {
        idle: { on: { SEND_CODE: { target: 'sending' } } },
        sending: {
          entry: assign({ failure: null }),
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context, event }) => ({
              phone: (event as { phone: string }).phone,
              purpose: context.purpose,
            }),
            onDone: {
              target: 'coolingDown',
              actions: assign(({ event }) => ({ cooldown: event.output.resendAfterSeconds })),
            },
            onError: [
              // Asked again too soon: wait out what the server says.
              {
                guard: 'tooSoon',
                target: 'coolingDown',
                actions: assign(({ event }) => {
                  const failure = asFailure(event.error)
                  return { failure, cooldown: (failure.data as { seconds?: number } | null)?.seconds ?? 60 }
                }),
              },
              { target: 'idle', actions: assign(({ event }) => ({ failure: asFailure(event.error) })) },
            ],
          },
        },
        coolingDown: {
          invoke: {
            id: 'countdown',
            src: 'countdown',
            // Without a clock the wait cannot end: let the user ask again (the server still says
            // when it is too soon) and keep what went wrong.
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ cooldown: 0, failure: asFailure(event.error) })),
            },
          },
          on: {
            TICK: [
              { guard: 'cooldownOver', target: 'idle', actions: assign({ cooldown: 0 }) },
              { actions: assign(({ context }) => ({ cooldown: context.cooldown - 1 })) },
            ],
          },
        },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: { on: { SUBMIT: { target: 'submitting' } } },
        submitting: {
          entry: assign({ failure: null }),
          invoke: {
            id: 'submitReset',
            src: 'submitReset',
            input: ({ context, event }) => ({
              submission: (event as Extract<PasswordResetEvent, { type: 'SUBMIT' }>).submission,
              purpose: context.purpose,
            }),
            onDone: { target: 'done' },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => ({ failure: asFailure(event.error) })),
            },
          },
        },
        done: { type: 'final' },
      },
    },
  },
})
