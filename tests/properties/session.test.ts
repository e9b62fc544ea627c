import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate'
import type { ApiFailure } from '../../contract/errors.ts'
import type { CurrentUser } from '../../contract/session.ts'
import { type StoredSession, sessionMachine } from '../../machines/session.ts'

// The session's rules, stated from the spec (section 4: sign-in stores the user; sign-out clears
// local storage, goes to /login and empties the state; an expired password forces a reset before
// login; section 7: a logout error shows its message; section 8: 999998 or 402 signs the user out)
// and checked over random days of a browser against a fake server that keeps accounts and tokens,
// whose network comes and goes: independent of the model test, which walks the machine's own config.

const member = (userId: number, username: string): CurrentUser => ({
  userId,
  username,
  displayName: username,
  roleId: 2,
  roleName: 'Collector',
  menuIdList: [34, 89],
  cc: 'NG',
  timeZone: 'Africa/Lagos',
  teamId: 1,
  teamName: 'Lagos S1 Collection',
})
const failure = (type: ApiFailure['type'], code: string, data?: unknown): ApiFailure => ({
  type,
  code,
  message: code,
  data,
})
const expiredPhone = '234****0012'

type Step =
  | { do: 'signIn'; username: 'collector' | 'expired' | 'nobody'; rightPassword: boolean }
  | { do: 'signOut' }
  /** The server answers the call under way; `serverFails` when it fails for a reason of its own. */
  | { do: 'answer'; serverFails: boolean }
  | { do: 'network'; up: boolean }
  /** The server ends every session (idle, or the password changed elsewhere); nobody is told yet. */
  | { do: 'serverEndsSessions' }
  /** A screen (or the sync runner) calls with the token the browser keeps. */
  | { do: 'screenCall' }
  /** The expired account's password is reset on /modifypassword, which tells the session. */
  | { do: 'resetPassword' }
  | { do: 'renamedOnServer' }
  | { do: 'dismiss' }

/** True one time in `n`: a server that fails or a typo now and then, not half the time. */
const sometimes = (n: number) => fc.nat(n - 1).map((drawn) => drawn === 0)
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      do: fc.constant('signIn' as const),
      username: fc.constantFrom(
        'collector' as const,
        'expired' as const,
        'expired' as const,
        'nobody' as const,
      ),
      rightPassword: sometimes(4).map((typo) => !typo),
    }),
    weight: 4,
  },
  { arbitrary: fc.constant({ do: 'signOut' as const }), weight: 2 },
  { arbitrary: fc.record({ do: fc.constant('answer' as const), serverFails: sometimes(4) }), weight: 7 },
  {
    arbitrary: fc.record({ do: fc.constant('network' as const), up: sometimes(3).map((down) => !down) }),
    weight: 2,
  },
  { arbitrary: fc.constant({ do: 'serverEndsSessions' as const }), weight: 1 },
  { arbitrary: fc.constant({ do: 'screenCall' as const }), weight: 2 },
  { arbitrary: fc.constant({ do: 'resetPassword' as const }), weight: 1 },
  { arbitrary: fc.constant({ do: 'renamedOnServer' as const }), weight: 1 },
  { arbitrary: fc.constant({ do: 'dismiss' as const }), weight: 1 },
)
/** What the browser kept from yesterday: nothing, or the collector's session, its token alive or not. */
const kept = fc.constantFrom('nothing' as const, 'liveSession' as const, 'deadSession' as const)
const days = fc.record({ kept, steps: fc.array(step, { minLength: 3, maxLength: 25, size: 'max' }) })
const runs = { numRuns: 200 }

type Call = 'restoreSession' | 'signIn' | 'signOut' | 'refreshUser'
interface Answered {
  call: Call
  with: 'answer' | 'offline' | 'refused' | 'sessionEnded' | 'passwordExpired'
}
interface Pending {
  call: Call
  input: { username?: string; password?: string; token?: string | null }
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

interface Seen {
  step: Step | { do: 'settleAtEnd' }
  /** The call the step answered, if it answered one, and how the server answered it. */
  answered: Answered | null
  before: string
  after: string
  context: ReturnType<typeof snapshotOf>['context']
  stored: StoredSession | null
  /** The states the session was in each time the request helper told it the server ended it. */
  endedWhileIn: string[]
  clears: number
  /** Whether the expired account had its password reset on the server by then. */
  resetDone: boolean
  liveToken: boolean
  /** Whether the server answered for the session's token since the browser started. */
  checkedToken: boolean
  /** The call under way after the step. */
  waitingFor: Call | null
}

type SessionActor = ReturnType<typeof startBrowser>['actor']
const snapshotOf = (actor: SessionActor) => actor.getSnapshot()
const stateOf = (actor: SessionActor) => JSON.stringify(actor.getSnapshot().value)
const holdsSession = (state: string) => state.startsWith('{"signedIn"') || state === '"signingOut"'
const signedOut = ['"signedOut"', '"signingIn"', '"passwordExpired"']
/** Every promise settled and its event taken: the calls answer in microtasks. */
const settled = () => new Promise((resolve) => setImmediate(resolve))

function startBrowser(keptSession: 'nothing' | 'liveSession' | 'deadSession') {
  const collector = member(1, 'collector')
  const accounts = new Map([
    ['collector', { user: collector, password: 'Console2026', expired: false }],
    ['expired', { user: member(2, 'expired'), password: 'Console2020', expired: true }],
  ])
  /** The tokens the server still accepts, and whose they are. */
  const live = new Map(keptSession === 'liveSession' ? [['kept', accounts.get('collector')!]] : [])
  const world = {
    online: true,
    stored: (keptSession === 'nothing' ? null : { user: collector, token: 'kept' }) as StoredSession | null,
    clears: 0,
    resetDone: false,
    pending: null as Pending | null,
    endedWhileIn: [] as string[],
    /** The token the server last answered for: a sign-in's, or a check's. */
    checked: null as string | null,
  }
  let tokens = 0
  const deferred = <Output, Input>(call: Call) =>
    fromPromise<Output, Input>(
      ({ input, signal }) =>
        new Promise<Output>((resolve, reject) => {
          const pending: Pending = {
            call,
            input: (input ?? {}) as Pending['input'],
            resolve: (value) => resolve(value as Output),
            reject,
          }
          world.pending = pending
          // The machine left the state that asked: nobody waits for this answer any more.
          signal.addEventListener('abort', () => {
            if (world.pending === pending) world.pending = null
          })
        }),
    )
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: deferred<StoredSession | null, NonReducibleUnknown>('restoreSession'),
        signIn: deferred<StoredSession, { username: string; password: string }>('signIn'),
        signOut: deferred<void, { token: string | null }>('signOut'),
        refreshUser: deferred<CurrentUser | null, { token: string | null }>('refreshUser'),
      },
      actions: {
        persistSession: (_, session) => {
          world.stored = session
        },
        clearLocalData: () => {
          world.stored = null
          world.clears += 1
        },
      },
    }),
  ).start()
  /** What the request helper does on 999998 or 402: tells the session, then fails the call. */
  const sessionEndedByServer = () => {
    world.endedWhileIn.push(stateOf(actor))
    actor.send({ type: 'SESSION_ENDED' })
    return failure('signedOut', '999998')
  }
  const answer = (serverFails: boolean): Answered | null => {
    const pending = world.pending
    if (!pending) return null
    world.pending = null
    const { call, input, resolve, reject } = pending
    const answered = (how: Answered['with']) => ({ call, with: how })
    if (call === 'restoreSession') {
      resolve(world.stored)
      return answered('answer')
    }
    if (!world.online) {
      reject(failure('offline', 'network'))
      return answered('offline')
    }
    if (call === 'signIn') {
      const account = accounts.get(input.username!)
      if (!account || account.password !== input.password)
        reject(failure('business', 'auth.wrongCredentials'))
      else if (account.expired) {
        reject(failure('business', 'auth.passwordExpired', { maskedPhone: expiredPhone }))
        return answered('passwordExpired')
      } else if (serverFails) reject(failure('business', 'server.failure'))
      else {
        const token = `t${++tokens}`
        live.set(token, account)
        world.checked = token
        resolve({ user: account.user, token })
        return answered('answer')
      }
      return answered('refused')
    }
    const owner = live.get(input.token!)
    if (!owner) {
      reject(sessionEndedByServer())
      return answered('sessionEnded')
    }
    if (serverFails) {
      reject(failure('business', 'server.failure'))
      return answered('refused')
    }
    if (call === 'signOut') {
      live.delete(input.token!)
      resolve(undefined)
    } else {
      world.checked = input.token!
      resolve(owner.user)
    }
    return answered('answer')
  }
  const take = (next: Step): Answered | null => {
    switch (next.do) {
      case 'signIn': {
        const account = accounts.get(next.username)
        const password = next.rightPassword ? (account?.password ?? 'Console2026') : 'Wrong2026pw'
        actor.send({ type: 'SIGN_IN', username: next.username, password })
        return null
      }
      case 'signOut':
        actor.send({ type: 'SIGN_OUT' })
        return null
      case 'answer':
        return answer(next.serverFails)
      case 'network':
        world.online = next.up
        if (next.up) actor.send({ type: 'NETWORK_RESTORED' })
        return null
      case 'serverEndsSessions':
        live.clear()
        return null
      case 'screenCall':
        if (world.online && !live.has(world.stored?.token ?? '')) sessionEndedByServer()
        return null
      case 'resetPassword': {
        const account = accounts.get('expired')!
        Object.assign(account, { password: 'Fresh2026pw', expired: false })
        world.resetDone = true
        // A changed password ends that account's sessions (the design).
        for (const [token, owner] of live) if (owner === account) live.delete(token)
        actor.send({ type: 'RESET_FINISHED' })
        return null
      }
      case 'renamedOnServer': {
        const account = accounts.get('collector')!
        account.user = { ...account.user, displayName: `${account.user.displayName}+` }
        return null
      }
      case 'dismiss':
        actor.send({ type: 'DISMISS_FAILURE' })
        return null
    }
  }
  return { actor, world, take, answer, live }
}

/** A browser's day: each step, then the network back, every call answered and one more screen call. */
async function day(keptSession: 'nothing' | 'liveSession' | 'deadSession', steps: Step[]) {
  const { actor, world, take, answer, live } = startBrowser(keptSession)
  await settled()
  const seen: Seen[] = []
  const run = async (step: Seen['step'], act: () => Answered | null) => {
    const before = stateOf(actor)
    const [ended, clears] = [world.endedWhileIn.length, world.clears]
    const answered = act()
    await settled()
    const { context } = snapshotOf(actor)
    seen.push({
      step,
      answered,
      before,
      after: stateOf(actor),
      context,
      stored: world.stored,
      endedWhileIn: world.endedWhileIn.slice(ended),
      clears: world.clears - clears,
      resetDone: world.resetDone,
      liveToken: live.has(context.token ?? ''),
      checkedToken: context.token === world.checked,
      waitingFor: world.pending?.call ?? null,
    })
  }
  for (const next of steps) await run(next, () => take(next))
  await run({ do: 'network', up: true }, () => take({ do: 'network', up: true }))
  for (let calls = 0; world.pending && calls < 5; calls++)
    await run({ do: 'settleAtEnd' }, () => answer(false))
  await run({ do: 'settleAtEnd' }, () => take({ do: 'screenCall' }))
  for (let calls = 0; world.pending && calls < 5; calls++)
    await run({ do: 'settleAtEnd' }, () => answer(false))
  actor.stop()
  return seen
}

const property = (check: (seen: Seen[]) => void) =>
  fc.assert(
    fc.asyncProperty(days, async ({ kept, steps }) => check(await day(kept, steps))),
    runs,
  )

describe('the session, over random days against a server whose network comes and goes', () => {
  it('signed out, nothing of the session is kept: not in the state, not in the browser', async () => {
    await property((seen) => {
      for (const { after, context, stored } of seen) {
        if (!signedOut.includes(after)) continue
        expect({ user: context.user, token: context.token, stored }).toEqual({
          user: null,
          token: null,
          stored: null,
        })
      }
    })
  })

  it('whoever the shell shows is who a reload would restore', async () => {
    await property((seen) => {
      for (const { after, context, stored } of seen)
        if (holdsSession(after)) expect(stored).toEqual({ user: context.user, token: context.token })
    })
  })

  it('a 402 or 999998 answer always ends the session: signed out, storage cleared, back to /login once', async () => {
    await property((seen) => {
      for (const { endedWhileIn, after, stored, clears } of seen) {
        if (!endedWhileIn.some(holdsSession)) continue
        expect(after).toBe('"signedOut"')
        expect(stored).toBeNull()
        expect(clears).toBe(1)
      }
    })
  })

  it('only quitting or the server end a session; an offline check never does, and a refused logout says why', async () => {
    await property((seen) => {
      for (const { answered, before, after, endedWhileIn, clears, context } of seen) {
        const ended = holdsSession(before) && !holdsSession(after)
        if (ended) expect(endedWhileIn.some(holdsSession) || answered?.call === 'signOut').toBe(true)
        // Each session that ends goes to /login once (the reload); nothing else clears the browser.
        expect(clears).toBe(ended ? 1 : 0)
        // The user asked to quit: with no network the browser forgets the session anyway.
        if (answered?.call === 'signOut' && answered.with !== 'refused') expect(after).toBe('"signedOut"')
        if (answered?.call === 'signOut' && answered.with === 'refused') {
          expect(holdsSession(after)).toBe(true)
          expect(context.failure?.code).toBe('server.failure')
        }
      }
    })
  })

  it('an expired password forces the reset: never the shell before it, the phone hint only while it is due', async () => {
    await property((seen) => {
      for (const { answered, before, after, context, resetDone, step } of seen) {
        if (holdsSession(after) && context.user?.username === 'expired') expect(resetDone).toBe(true)
        expect(context.expiredMaskedPhone !== null).toBe(after === '"passwordExpired"')
        if (answered?.with === 'passwordExpired') {
          expect(after).toBe('"passwordExpired"')
          expect(context.expiredMaskedPhone).toBe(expiredPhone)
        }
        // The reset done, the user signs in afresh, with nothing left of the forced reset shown.
        if (step.do === 'resetPassword' && before === '"passwordExpired"')
          expect([after, context.failure]).toEqual(['"signedOut"', null])
      }
    })
  })

  it('a session the server has not confirmed (restored while offline) is checked as soon as the network is back', async () => {
    await property((seen) => {
      for (const { step, after, checkedToken, waitingFor } of seen)
        if (step.do === 'network' && step.up && after.startsWith('{"signedIn"') && !checkedToken)
          expect(waitingFor).toBe('refreshUser')
    })
  })

  it('once the network is back and a call made, nobody stays signed in on a token the server ended', async () => {
    await property((seen) => {
      const { after, liveToken } = seen.at(-1)!
      if (holdsSession(after)) expect(liveToken).toBe(true)
    })
  })
})
