import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headlessChromiumArgs, playwrightDisabledFeatures } from '../../scripts/chromium.ts'

// Chromium keeps the last --disable-features it is given. Ours comes after Playwright's, so it must
// restate every feature the installed Playwright turns off, or an upgrade would quietly turn one back on.
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url)
  const bundle = readFileSync(
    join(dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  )
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1]
  if (list === undefined) throw new Error("Playwright's list of disabled Chromium features was not found")
  return [...list.matchAll(/^\s*"(\w+)",?$/gm)].map((match) => match[1]!)
}

describe('the Chromium the browser tests and the bench launch', () => {
  it('keeps off every feature the installed Playwright turns off, beside the omnibox popups', () => {
    const installed = installedPlaywrightDisabledFeatures()
    expect(installed.length).toBeGreaterThan(5)
    expect(playwrightDisabledFeatures).toEqual(installed)
    const ours = headlessChromiumArgs.filter((arg) => arg.startsWith('--disable-features='))
    expect(ours).toHaveLength(1)
    expect(ours[0]!.slice('--disable-features='.length).split(',')).toEqual(
      expect.arrayContaining([...installed, 'WebUIOmniboxPopup', 'PreloadTopChromeWebUI']),
    )
  })
})
