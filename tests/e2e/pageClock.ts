import type { Page } from '@playwright/test'

/**
 * Stops the page's clock, installed with page.clock.install() before the page opened: from here its
 * timers (a notice's few seconds, the messages' ten minutes) fire only as the test moves the clock on
 * (page.clock.runFor, fastForward) or lets it go (page.clock.resume), however slow the machine is.
 */
export async function stopClock(page: Page): Promise<void> {
  // The clock only moves forward, and it keeps time until it stops: it stops a little ahead of the
  // page's now, far enough for the call to arrive first on a loaded machine, and short of any request's
  // time-out (60 s), so nothing in flight is called off by the jump.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000)
}
