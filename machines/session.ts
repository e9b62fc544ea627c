import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../contract/errors.ts'
import type { CurrentUser } from '../contract/session.ts'
import { asFailure, notProvided } from './effects.ts'

export interface StoredSession {
  user: CurrentUser
  token: string
}

export interface SessionContext {
  user: CurrentUser | null
  token: string | null
  failure: ApiFailure | null
  /** The masked phone of an account whose password expired, a hint for the forced reset. */
  expiredMaskedPhone: string | null
}

export type SessionEvent =
  | { type: 'SIGN_IN'; username: string; password: string }
  | { type: 'SIGN_OUT' }
  /** Any call answered 999998 or 402: the server ended the session. */
  | { type: 'SESSION_ENDED' }
  | { type: 'RESET_FINISHED' }
  | { type: 'DISMISS_FAILURE' }
  /** The browser has a network again: a session restored offline has its token checked now. */
  | { type: 'NETWORK_RESTORED' }

/**
 * The session: restoring a stored one, signing in, an expired password forcing a reset first,
 * signed in, signing out. Storage, requests and the reload are provided from outside.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  actors: {
    restoreSession: fromPromise<StoredSession | null>(async () => notProvided('restoreSession')),
    signIn: fromPromise<StoredSession, { username: string; password: string }>(async () =>
      notProvided('signIn'),
    ),
    signOut: fromPromise<void, { token: string | null }>(async () => notProvided('signOut')),
    refreshUser: fromPromise<CurrentUser | null, { token: string | null }>(async () =>
      notProvided('refreshUser'),
    ),
  },
  actions: {
    /** Keep the signed-in user and token in the browser (spec section 4). */
    persistSession: (_, _params: StoredSession) => notProvided('persistSession'),
    /** Clear local storage and the session cookies, go to /login and reload (spec section 4). */
    clearLocalData: () => notProvided('clearLocalData'),
  },
  guards: {
    passwordExpired: ({ event }) =>
      asFailure((event as { error?: unknown }).error).code === 'auth.passwordExpired',
    offline: ({ event }) => asFailure((event as { error?: unknown }).error).type === 'offline',
  },
}).createMachine({
  id: 'session',
  context: { user: null, token: null, failure: null, expiredMaskedPhone: null },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'signedIn',
            actions: assign(({ event }) => ({ user: event.output!.user, token: event.output!.token })),
          },
          { target: 'signedOut' },
        ],
        // Nothing usable was kept: sign in afresh, and keep why.
        onError: {
          target: 'signedOut',
          actions: assign(({ event }) => ({ failure: asFailure(event.error) })),
        },
      },
    },
    signedOut: {
      on: {
        SIGN_IN: { target: 'signingIn' },
        DISMISS_FAILURE: { actions: assign({ failure: null }) },
      },
    },
    signingIn: {
      entry: assign({ failure: null, expiredMaskedPhone: null }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          const { username, password } = event as Extract<SessionEvent, { type: 'SIGN_IN' }>
          return { username, password }
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({ user: event.output.user, token: event.output.token })),
            { type: 'persistSession', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: 'passwordExpired',
            target: 'passwordExpired',
            actions: assign(({ event }) => {
              const data = asFailure(event.error).data as { maskedPhone?: string } | undefined
              return { expiredMaskedPhone: data?.maskedPhone ?? null, failure: asFailure(event.error) }
            }),
          },
          { target: 'signedOut', actions: assign(({ event }) => ({ failure: asFailure(event.error) })) },
        ],
      },
    },
    passwordExpired: {
      on: {
        RESET_FINISHED: { target: 'signedOut', actions: assign({ failure: null, expiredMaskedPhone: null }) },
        SIGN_IN: { target: 'signingIn' },
      },
    },
    signedIn: {
      initial: 'refreshing',
      states: {
        // The stored user is shown at once; the server's copy replaces it when it answers.
        refreshing: {
          // The network came back while the check was still on its way (one started offline that
          // has not failed yet): it is asked afresh, or the failure would leave the session stale
          // with the network's return already gone by.
          on: { NETWORK_RESTORED: { target: 'refreshing', reenter: true } },
          invoke: {
            id: 'refreshUser',
            src: 'refreshUser',
            input: ({ context }) => ({ token: context.token }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'current',
                actions: [
                  assign(({ event }) => ({ user: event.output })),
                  {
                    type: 'persistSession',
                    params: ({ context, event }) => ({ user: event.output!, token: context.token! }),
                  },
                ],
              },
              { target: 'current' },
            ],
            // Offline: keep working with the stored user; a real sign-out arrives as SESSION_ENDED.
            onError: {
              target: 'stale',
              actions: assign(({ event }) => ({ failure: asFailure(event.error) })),
            },
          },
        },
        current: {},
        // Working from the stored user: the server is asked again once the network is back, so a token
        // that expired meanwhile ends the session (SESSION_ENDED) then, not while offline.
        stale: { on: { NETWORK_RESTORED: { target: 'refreshing' } } },
      },
      on: {
        SIGN_OUT: { target: 'signingOut' },
        SESSION_ENDED: {
          target: 'signedOut',
          actions: ['clearLocalData', assign({ user: null, token: null })],
        },
        DISMISS_FAILURE: { actions: assign({ failure: null }) },
      },
    },
    signingOut: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: ['clearLocalData', assign({ user: null, token: null })] },
        onError: [
          // The user asked to quit: with no network, forget the session here anyway.
          {
            guard: 'offline',
            target: 'signedOut',
            actions: ['clearLocalData', assign({ user: null, token: null })],
          },
          { target: 'signedIn', actions: assign(({ event }) => ({ failure: asFailure(event.error) })) },
        ],
      },
      on: {
        SESSION_ENDED: {
          target: 'signedOut',
          actions: ['clearLocalData', assign({ user: null, token: null })],
        },
      },
    },
  },
})
