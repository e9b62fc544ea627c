import {
  type CaseDecision,
  decideCaseEvent,
  initialLifecycle,
  type StoredLifecycle,
} from '../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent } from '../../machines/caseLifecycle.ts'
import { countryProfiles, type DemoCountry } from './demoCountries.ts'
import { caseNoOf } from './searchKeys.ts'

/** A small seeded random source, so the same seed makes the same operation every time. */
export function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  }
}
export type Random = ReturnType<typeof randomSource>

export interface CaseOwner {
  userId: number
  teamId: number | null
  kind: 'collection' | 'sale'
  /** The country the owner's team works: its loans, customers, phones, banks and currency. */
  country: DemoCountry
}

export interface GeneratedCase {
  customer: {
    name: string
    phone: string
    idCard: string
    gender: 'female' | 'male' | 'unspecified'
    birthYear: number
    customerType: 'new' | 'returning'
    paymentCycle: 'weekly' | 'biweekly' | 'monthly'
    nextPayday: string | null
    bankName: string
    bankAccount: string
    registeredAt: Date
    lastLoginAt: Date | null
  }
  loan: {
    caseNo: string
    kind: 'collection' | 'sale'
    country: DemoCountry
    ownerId: number | null
    teamId: number | null
    orderNo: string
    product: string
    applicationAt: Date
    disbursedAt: Date
    loanTimes: number
    principal: number
    rateBasisPoints: number
    penalty: number
    cuts: number
    amount: number
    tenureDays: number
    loanDate: string
    dueDate: string
    allocatedAt: Date
    allocationWay: 'manual' | 'automatic' | 'evenSplit'
    connectionStatus: string | null
    lastConnectionAt: Date | null
  }
  /** The lifecycle events of its history, in order; the seed replays them through the machine. */
  history: CaseLifecycleEvent[]
  previousLoans: number
}

const dayMs = 86_400_000
const cycleDays = { weekly: 7, biweekly: 14, monthly: 30 } as const
const dateOnly = (at: Date) => at.toISOString().slice(0, 10)

/**
 * One believable overdue loan of `country`, its customer and its history so far: a Lagos team's
 * customer has a Nigerian name, a +234 number and a Nigerian bank, and borrowed naira.
 */
export function generateCase(
  random: Random,
  index: number,
  owner: CaseOwner | null,
  now: Date,
  country: DemoCountry = owner?.country ?? 'MX',
): GeneratedCase {
  const profile = countryProfiles[country]
  const principal = random.pick(profile.principals) * 100
  const tenureDays = random.pick([7, 14, 30])
  const overdueDays = random.pick([1, 2, 3, 5, 8, 12, 20, 35, 60, 95])
  const due = new Date(now.getTime() - overdueDays * dayMs)
  const disbursed = new Date(due.getTime() - tenureDays * dayMs)
  const rateBasisPoints = random.pick([80, 100, 120])
  const interest = Math.round((principal * rateBasisPoints * tenureDays) / 10_000)
  const penalty = Math.round(principal * 0.01 * Math.min(overdueDays, 30))
  const amount = principal + interest + penalty
  const stated = random.pick([true, true, true, true, false])
  const givenIndex = random.int(0, profile.givenNames.length - 1)
  const gender = stated ? (givenIndex % 2 === 0 ? 'female' : 'male') : 'unspecified'
  const familyNames = Array.from({ length: profile.familyNameCount }, () => random.pick(profile.familyNames))
  const name = [profile.givenNames[givenIndex], ...familyNames].join(' ')
  const paymentCycle = random.pick(['weekly', 'biweekly', 'monthly'] as const)
  const loanTimes = random.int(1, 6)
  const allocatedAt = new Date(
    due.getTime() + random.int(1, Math.max(1, overdueDays)) * dayMs - random.int(0, 8) * 3_600_000,
  )
  const history: CaseLifecycleEvent[] = []
  const fate = random.next()
  if (random.chance(0.3)) history.push({ type: 'MARK_DEAL' })
  if (fate < 0.15) history.push({ type: 'DELAY_APPROVED' })
  else if (fate < 0.3)
    history.push({ type: 'REPAYMENT_RECEIVED', amount, kind: random.pick(['normal', 'offline'] as const) })
  else if (fate < 0.45)
    history.push({ type: 'REPAYMENT_RECEIVED', amount: Math.round(amount * 0.4), kind: 'normal' })
  if (fate >= 0.15 && fate < 0.3 && random.chance(0.5)) history.push({ type: 'CLOSE', reason: 'paidOff' })
  if (fate > 0.92) history.push({ type: 'CLOSE', reason: 'retrieved' })
  if (fate > 0.45 && fate < 0.6) {
    // Appointments due today, spread over the working day.
    const today = new Date(now)
    today.setUTCHours(random.int(...profile.workingHoursUtc), random.pick([0, 15, 30, 45]), 0, 0)
    history.push({ type: 'BOOK_APPOINTMENT', at: today.toISOString() })
  }
  const connected = random.chance(0.6)
  return {
    customer: {
      name,
      phone: profile.phone(random),
      idCard: profile.idCard(random, name),
      gender,
      birthYear: random.int(1965, 2004),
      customerType: loanTimes > 1 ? 'returning' : 'new',
      paymentCycle,
      // The next payday falls within one cycle from today.
      nextPayday: dateOnly(new Date(now.getTime() + random.int(1, cycleDays[paymentCycle]) * dayMs)),
      bankName: random.pick(profile.banks),
      bankAccount: profile.bankAccount(random),
      registeredAt: new Date(disbursed.getTime() - random.int(30, 700) * dayMs),
      lastLoginAt: random.chance(0.8) ? new Date(now.getTime() - random.int(0, 20) * dayMs) : null,
    },
    loan: {
      caseNo: caseNoOf(owner?.kind === 'sale' ? 'S' : 'C', index),
      kind: owner?.kind ?? 'collection',
      country,
      ownerId: owner?.userId ?? null,
      teamId: owner?.teamId ?? null,
      orderNo: `ORD${String(900_000_000 + index)}`,
      product: profile.product(tenureDays),
      applicationAt: new Date(disbursed.getTime() - random.int(1, 48) * 3_600_000),
      disbursedAt: disbursed,
      loanTimes,
      principal,
      rateBasisPoints,
      penalty,
      cuts: 0,
      amount,
      tenureDays,
      loanDate: dateOnly(disbursed),
      dueDate: dateOnly(due),
      allocatedAt,
      allocationWay: random.pick(['manual', 'automatic', 'evenSplit'] as const),
      connectionStatus: random.chance(0.8)
        ? connected
          ? 'connected'
          : random.pick(['notConnected', 'busy', 'switchedOff'])
        : null,
      lastConnectionAt: connected ? new Date(now.getTime() - random.int(0, 10) * dayMs) : null,
    },
    history,
    previousLoans: loanTimes - 1,
  }
}

/**
 * The machine's decisions already taken, by the state and event they were taken on. A decision is a
 * pure function of the two, and the seed's cases repeat a few hundred amounts and a dozen events, so
 * a million cases take the machine a few thousand times instead of two million (it takes ~100 µs).
 * A state is found by the object itself: each case starts from its amount's one initial state, and
 * every state after it is a decision's own (a key written from the whole state cost more than the rest
 * of a step).
 */
const decisions = new Map<StoredLifecycle, Map<string, CaseDecision>>()
const initialStates = new Map<number, StoredLifecycle>()
const keptDecisions = 200_000

function decide(current: StoredLifecycle, event: CaseLifecycleEvent): CaseDecision {
  let byEvent = decisions.get(current)
  if (!byEvent) {
    if (decisions.size >= keptDecisions) decisions.clear()
    byEvent = new Map()
    decisions.set(current, byEvent)
  }
  const key = JSON.stringify(event)
  let decision = byEvent.get(key)
  if (!decision) {
    decision = decideCaseEvent(current, event)
    // The state it leads to, as the one object of its content: an event that differs only in what the
    // state does not keep (an appointment's instant) leads on to the same decisions.
    if (decision.allowed) decision = { ...decision, to: internedState(decision.to) }
    byEvent.set(key, decision)
  }
  return decision
}

const statesByContent = new Map<string, StoredLifecycle>()

function internedState(state: StoredLifecycle): StoredLifecycle {
  const key = JSON.stringify(state)
  const known = statesByContent.get(key)
  if (known) return known
  if (statesByContent.size >= keptDecisions) statesByContent.clear()
  statesByContent.set(key, state)
  return state
}

/** The one initial state of a case owing `amount`, shared by every such case. */
function initialStateOf(amount: number): StoredLifecycle {
  let state = initialStates.get(amount)
  if (!state) {
    if (initialStates.size >= keptDecisions) initialStates.clear()
    state = internedState(initialLifecycle(amount))
    initialStates.set(amount, state)
  }
  return state
}

/** Runs a case's history through the lifecycle machine; each step is what the audit records. */
export function playHistory(amount: number, history: CaseLifecycleEvent[]) {
  let current: StoredLifecycle = initialStateOf(amount)
  const steps: Array<{
    event: CaseLifecycleEvent
    from: StoredLifecycle
    to: StoredLifecycle
    machine: string
  }> = []
  for (const event of history) {
    const decision = decide(current, event)
    if (!decision.allowed) continue
    steps.push({ event, from: decision.from, to: decision.to, machine: decision.machine })
    current = decision.to
  }
  return { final: current, steps }
}
