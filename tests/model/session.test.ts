import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ApiFailure } from '../../contract/errors.ts'
import type { CurrentUser } from '../../contract/session.ts'
import { type StoredSession, sessionMachine } from '../../machines/session.ts'
import { runModel } from '../support/machineModel.ts'

const user: CurrentUser = {
  userId: 1,
  username: 'collector',
  displayName: 'Chinedu Okafor',
  roleId: 2,
  roleName: 'Collector',
  menuIdList: [34, 89],
  cc: 'NG',
  timeZone: 'Africa/Lagos',
  teamId: 1,
  teamName: 'Lagos S1 Collection',
}
const failure = (type: ApiFailure['type'], code: string, data?: unknown): ApiFailure => ({
  type,
  code,
  message: code,
  data,
})

describe('session model', () => {
  it('every transition is exercised and the real machine follows the model on each path', async () => {
    // What the session does to the browser is not the model's concern: those effects do nothing here.
    const browserless = sessionMachine.provide({
      actions: { persistSession: () => {}, clearLocalData: () => {} },
    })
    const run = await runModel(browserless, {
      events: [
        { type: 'xstate.done.actor.restoreSession', output: { user, token: 't1' } },
        { type: 'xstate.done.actor.restoreSession', output: null },
        { type: 'xstate.error.actor.restoreSession', error: failure('business', 'storage') },
        { type: 'SIGN_IN', username: 'collector', password: 'Console2026' },
        { type: 'xstate.done.actor.signIn', output: { user, token: 't2' } },
        { type: 'xstate.error.actor.signIn', error: failure('business', 'auth.wrongCredentials') },
        {
          type: 'xstate.error.actor.signIn',
          error: failure('business', 'auth.passwordExpired', { maskedPhone: '234****0012' }),
        },
        { type: 'xstate.done.actor.refreshUser', output: { ...user, displayName: 'Chinedu O.' } },
        { type: 'xstate.error.actor.refreshUser', error: failure('offline', 'network') },
        { type: 'SIGN_OUT' },
        { type: 'xstate.done.actor.signOut' },
        { type: 'xstate.error.actor.signOut', error: failure('offline', 'network') },
        { type: 'xstate.error.actor.signOut', error: failure('business', 'server.failure') },
        { type: 'SESSION_ENDED' },
        { type: 'RESET_FINISHED' },
        { type: 'DISMISS_FAILURE' },
        { type: 'NETWORK_RESTORED' },
      ] as never,
      check: (snapshot) => {
        // Signed out means no user and no token kept in the state.
        if (snapshot.matches('signedOut')) expect(snapshot.context.token).toBeNull()
        if (snapshot.matches('signedIn')) expect(snapshot.context.user).not.toBeNull()
      },
    })
    expect(run.uncovered).toEqual([])
  }, 300_000)
})

describe('session', () => {
  function start(signIn: () => Promise<{ user: CurrentUser; token: string }>) {
    const effects: string[] = []
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<StoredSession | null>(async () => null),
          signIn: fromPromise(signIn),
          signOut: fromPromise(async () => {}),
          refreshUser: fromPromise<CurrentUser | null, { token: string | null }>(async () => null),
        },
        actions: {
          persistSession: (_, params) => effects.push(`persist ${params.token}`),
          clearLocalData: () => effects.push('clear'),
        },
      }),
    ).start()
    return { actor, effects }
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('signing in keeps the user and token; signing out clears local data', async () => {
    const { actor, effects } = start(async () => ({ user, token: 'abc' }))
    await settled()
    actor.send({ type: 'SIGN_IN', username: 'collector', password: 'Console2026' })
    await settled()
    expect(actor.getSnapshot().matches('signedIn')).toBe(true)
    actor.send({ type: 'SIGN_OUT' })
    await settled()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(effects).toEqual(['persist abc', 'clear'])
  })

  it('an expired password forces the reset and keeps the masked phone as a hint for the form', async () => {
    const { actor } = start(async () => {
      throw failure('business', 'auth.passwordExpired', { maskedPhone: '234****0012' })
    })
    await settled()
    actor.send({ type: 'SIGN_IN', username: 'expired', password: 'Console2026' })
    await settled()
    expect(actor.getSnapshot().value).toBe('passwordExpired')
    expect(actor.getSnapshot().context.expiredMaskedPhone).toBe('234****0012')
  })

  it('a session started without its effects provided signs out and says which one is missing', async () => {
    const actor = createActor(sessionMachine).start()
    await settled()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.failure?.message).toMatch(/restoreSession must be provided/)
    actor.send({ type: 'SIGN_IN', username: 'collector', password: 'Console2026' })
    await settled()
    expect(actor.getSnapshot().context.failure?.message).toMatch(/signIn must be provided/)
  })

  it('a refresh that fails offline keeps the stored user and why the refresh failed', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<StoredSession | null>(async () => ({ user, token: 't1' })),
          refreshUser: fromPromise<CurrentUser | null, { token: string | null }>(async () => {
            throw failure('offline', 'network')
          }),
        },
      }),
    ).start()
    await settled()
    await settled()
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'stale' })
    expect(actor.getSnapshot().context.user).toEqual(user)
    expect(actor.getSnapshot().context.failure?.code).toBe('network')
  })

  describe('restored while offline', () => {
    function restoredOffline(checks: Array<() => Promise<CurrentUser | null>>) {
      const effects: string[] = []
      let asked = 0
      const actor = createActor(
        sessionMachine.provide({
          actors: {
            restoreSession: fromPromise<StoredSession | null>(async () => ({ user, token: 't1' })),
            refreshUser: fromPromise<CurrentUser | null, { token: string | null }>(() => checks[asked++]!()),
          },
          actions: {
            persistSession: (_, params) => effects.push(`persist ${params.user.displayName}`),
            clearLocalData: () => effects.push('clear'),
          },
        }),
      ).start()
      return { actor, effects, asked: () => asked }
    }
    const offlineCheck = async (): Promise<CurrentUser | null> => {
      throw failure('offline', 'network')
    }

    it('stays signed in as the stored user, and is checked again only when the network is back', async () => {
      const { actor, effects, asked } = restoredOffline([
        offlineCheck,
        async () => ({ ...user, displayName: 'Chinedu O.' }),
      ])
      await settled()
      await settled()
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'stale' })
      expect(effects).toEqual([])
      expect(asked()).toBe(1)

      actor.send({ type: 'NETWORK_RESTORED' })
      await settled()
      await settled()
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'current' })
      expect(actor.getSnapshot().context.user?.displayName).toBe('Chinedu O.')
      expect(effects).toEqual(['persist Chinedu O.'])
      expect(asked()).toBe(2)
    })

    it('whose token expired meanwhile is signed out when the server says so, not before', async () => {
      const { actor, effects } = restoredOffline([
        offlineCheck,
        async () => {
          // What the request helper does on 999998: the session ends, then the call fails.
          actor.send({ type: 'SESSION_ENDED' })
          throw failure('signedOut', '999998')
        },
      ])
      await settled()
      await settled()
      expect(actor.getSnapshot().matches('signedIn')).toBe(true)
      actor.send({ type: 'NETWORK_RESTORED' })
      await settled()
      expect(actor.getSnapshot().value).toBe('signedOut')
      expect(effects).toEqual(['clear'])
    })

    it('still offline at the next check keeps working from the stored user', async () => {
      const { actor, asked } = restoredOffline([offlineCheck, offlineCheck])
      await settled()
      await settled()
      actor.send({ type: 'NETWORK_RESTORED' })
      await settled()
      await settled()
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'stale' })
      expect(actor.getSnapshot().context.user).toEqual(user)
      expect(asked()).toBe(2)
    })

    it('asks again when the network comes back while its offline check is still on its way', async () => {
      // The check started offline and fails only after the browser's online event has come.
      let failOffline: () => void = () => {}
      const slowOfflineCheck = () =>
        new Promise<CurrentUser | null>((_, reject) => {
          failOffline = () => reject(failure('offline', 'network'))
        })
      const { actor, asked } = restoredOffline([
        slowOfflineCheck,
        async () => ({ ...user, displayName: 'Chinedu O.' }),
      ])
      await settled()
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' })
      actor.send({ type: 'NETWORK_RESTORED' })
      failOffline()
      await settled()
      await settled()
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'current' })
      expect(actor.getSnapshot().context.user?.displayName).toBe('Chinedu O.')
      expect(asked()).toBe(2)
    })

    it('a session checked already ignores the network coming back', async () => {
      const { actor, asked } = restoredOffline([async () => user])
      await settled()
      await settled()
      actor.send({ type: 'NETWORK_RESTORED' })
      await settled()
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'current' })
      expect(asked()).toBe(1)
    })
  })
})
