/**
 * The clock the contract's checks read for "now" (a record not made in the future, not too old). On
 * the server it is the server's own; the browser sets it to its reckoning of the server's time
 * (src/api/serverClock.ts), so a form checks a record as the server will, whatever the office PC's
 * clock says. Read through Date at each call, so a test's faked clock is the one read.
 */
let clock: () => number = () => Date.now()

export const checkingNow = (): number => clock()

export function setCheckingClock(next: () => number): void {
  clock = next
}
