import { setCheckingClock } from '../../contract/checkingClock.ts'

/**
 * How far the server's clock is ahead of this browser's (ms), learnt from its answers and kept in
 * localStorage: an office PC's clock may be minutes off, and a record stamped on it would be refused
 * as made in the future. Kept, it holds offline and across reloads, when records are stamped unanswered.
 */
const offsetKey = 'serverClockOffset'

function keptOffset(): number {
  try {
    const offset = Number(localStorage.getItem(offsetKey) ?? 0)
    return Number.isFinite(offset) ? offset : 0
  } catch {
    return 0
  }
}

/** Now on the server's clock, as best this browser knows it: what every time the client stamps reads. */
export function serverNow(): number {
  return Date.now() + keptOffset()
}

// The forms check a record with the contract's schema as the server does: against the server's now.
setCheckingClock(serverNow)

/**
 * Learns the offset from an answer's Date header. The header counts whole seconds, cut down, and was
 * written somewhere between sending and receiving: the middle of both is the best guess, within a
 * second or so, far inside the contract's skew margin. A change under a second is noise, not news.
 */
export function learnServerClock(answer: Response, sentAt: number, receivedAt: number): void {
  const serverDate = Date.parse(answer.headers.get('date') ?? '')
  if (Number.isNaN(serverDate)) return
  const offset = Math.round(serverDate + 500 - (sentAt + receivedAt) / 2)
  if (Math.abs(offset - keptOffset()) < 1000) return
  try {
    localStorage.setItem(offsetKey, String(offset))
  } catch {
    // Storage refused (full, private mode): the stamps stay on this browser's clock, as before.
  }
}
