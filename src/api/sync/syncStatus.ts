import { useSyncExternalStore } from 'react'

/**
 * What the header says of the connection: the sync machine's state in the words a collector needs.
 * - online: the server answers and nothing is waiting;
 * - offline: no network, or the server cannot be reached; writes wait in the outbox;
 * - sending: queued writes are going out;
 * - retrying: a send failed, the next try is at `retryAt`;
 * - signInNeeded: the session ended; nothing is sent (or lost) until the same user signs in again.
 */
export type SyncConnection = 'online' | 'offline' | 'sending' | 'retrying' | 'signInNeeded'

export interface SyncStatus {
  connection: SyncConnection
  /** When the next try is due (ms since epoch), while retrying. */
  retryAt: number | null
}

type Listener = () => void

/** Listeners of one kind of news: `listen` answers the way to stop listening; `tell` calls each. */
function signal() {
  const listeners = new Set<Listener>()
  return {
    listen(listener: Listener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    tell(): void {
      for (const listener of [...listeners]) listener()
    },
  }
}

const statusChanged = signal()
let current: SyncStatus = {
  connection: typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'online',
  retryAt: null,
}

/** The sync runner says where it stands; every view showing the status redraws. */
export function publishSyncStatus(status: SyncStatus): void {
  if (status.connection === current.connection && status.retryAt === current.retryAt) return
  const cameBack = !reaching(current.connection) && reaching(status.connection)
  current = status
  statusChanged.tell()
  if (cameBack) serverReachedAgain.tell()
}

const changesSent = signal()

/** The channel the console's tabs of one browser share: each end says and hears that writes were sent. */
export type TabChannel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null
}

/** The name every tab of the console opens its channel under. */
export const changesSentChannel = 'collection-console:changes-sent'

let otherTabs: TabChannel | null = null

/**
 * Hears the other tabs of the console, and tells them, that writes were sent (the app's start,
 * main.tsx): only the tab holding the outbox sends, and a list open in another tab asks again too (a
 * collector with a case list in one tab and the case in another sees her pin in both). A browser
 * without BroadcastChannel keeps the news to the tab. Answers the way to stop.
 */
export function hearOtherTabs(
  channel: TabChannel | null = typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(changesSentChannel),
): () => void {
  if (!channel) return () => {}
  // One channel a tab: a second would hear the first's news and refresh the lists twice.
  otherTabs?.close()
  channel.onmessage = () => changesSent.tell()
  otherTabs = channel
  return () => {
    channel.close()
    if (otherTabs === channel) otherTabs = null
  }
}

/** The runner says it sent at least one write and nothing waits any more (syncRunner.ts). */
export function publishChangesSent(): void {
  changesSent.tell()
  otherTabs?.postMessage('sent')
}

/**
 * Called each time the runner has sent writes and nothing waits any more, in this tab or another:
 * a list on screen asks again, so what the user changed (a pin, a mark) shows in it. Not when it only
 * found the outbox empty (a page opening).
 */
export const onChangesSent = changesSent.listen

/** Whether the state means the server is answering (or being sent to), as far as the runner knows. */
const reaching = (connection: SyncConnection) => connection === 'online' || connection === 'sending'

const serverReachedAgain = signal()

/** Called each time the runner finds the server again after being offline or waiting to retry. */
export const onServerReachedAgain = serverReachedAgain.listen

export function currentSyncStatus(): SyncStatus {
  return current
}

/** Whether a write queued now goes out at once, as far as the runner knows. */
export function sendsNow(): boolean {
  return reaching(current.connection)
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(statusChanged.listen, currentSyncStatus)
}

const syncWanted = signal()

/**
 * A view asks for the outbox to be sent now (a write was queued, a parked write is retried, the user
 * pressed "send now"): the runner stops waiting out its back-off and tries.
 */
export const wantSync = syncWanted.tell

/** The runner listens for `wantSync`. */
export const onSyncWanted = syncWanted.listen

const answerWaits = new Set<() => Promise<unknown>>()

/**
 * Resolves once the write this tab has on its way (if any) has its answer and the outbox says so:
 * settled, or back in the queue. Bounded by the request's time-out.
 */
export async function answersOnTheirWay(): Promise<void> {
  await Promise.all([...answerWaits].map((wait) => wait()))
}

/** The runner says how to wait for its send in flight; returns the function that takes it back. */
export function onAnswerAwaited(wait: () => Promise<unknown>): () => void {
  answerWaits.add(wait)
  return () => answerWaits.delete(wait)
}
