import { afterAll, beforeAll } from 'vitest'

/**
 * jsdom lays nothing out: gives the scrollers with these test ids the size a desktop screen would, for
 * the tests of this file, so a virtualiser has a viewport to fill.
 */
export function giveScrollerDesktopSize(...testIds: string[]): void {
  beforeAll(() => {
    const size = (value: number) =>
      function (this: HTMLElement) {
        return testIds.includes(this.dataset.testid ?? '') ? value : 0
      }
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: size(640) })
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: size(1200) })
  })
  afterAll(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight')
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth')
  })
}
