import { afterEach, describe, expect, it } from 'vitest'
import { hearOtherTabs, onChangesSent, publishChangesSent, type TabChannel } from './syncStatus.ts'

/**
 * Two tabs' ends of one channel, kept in the test (a real BroadcastChannel reaches every worker of
 * the test run): what one end posts, the other hears, never the sender.
 */
function tabPair(): [TabChannel, TabChannel] {
  const end = (): TabChannel & { peer?: TabChannel } => ({
    onmessage: null,
    postMessage(message: unknown) {
      const { peer } = this as { peer?: TabChannel }
      queueMicrotask(() => peer?.onmessage?.(new MessageEvent('message', { data: message })))
    },
    close() {},
  })
  const [here, there] = [end(), end()]
  here.peer = there
  there.peer = here
  return [here, there]
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('news that changes were sent reaches every tab of the console', () => {
  it('a list in this tab hears that another tab sent its writes', async () => {
    const [here, otherTab] = tabPair()
    stops.push(hearOtherTabs(here))
    let told = 0
    stops.push(onChangesSent(() => told++))
    otherTab.postMessage('sent')
    await settled()
    expect(told).toBe(1)
  })

  it('when this tab sends, the other tab hears it once, and this tab’s lists once', async () => {
    const [here, otherTab] = tabPair()
    stops.push(hearOtherTabs(here))
    let heard = 0
    otherTab.onmessage = () => heard++
    let told = 0
    stops.push(onChangesSent(() => told++))
    publishChangesSent()
    await settled()
    expect(heard).toBe(1)
    expect(told).toBe(1)
  })

  it('a tab that stopped hearing tells no other tab', async () => {
    const [here, otherTab] = tabPair()
    hearOtherTabs(here)()
    let heard = 0
    otherTab.onmessage = () => heard++
    publishChangesSent()
    await settled()
    expect(heard).toBe(0)
  })
})
