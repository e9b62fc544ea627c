import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const debianChromium = '/usr/bin/chromium'

/** What Playwright 1.65 turns off in every Chromium it launches (its chromiumSwitches.ts). */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** The omnibox popups headless Chromium prepares for every window, in a renderer of their own. */
const omniboxPopupFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
]

/**
 * Headless Chromium on these machines: the background-networking flags keep it from calling out
 * (the closed network refuses it, many connections at a time). The browser tests and the bench use these.
 * Chromium 156's headless mode still builds every window's omnibox popups, two WebUI pages in a renderer
 * of their own (chrome://omnibox-popup.top-chrome/), for each browser context a test opens: the features
 * below turn them off. Measured on 15 browser tests on one worker: 206-210 s of CPU before, 178 after.
 * Chromium keeps only the last --disable-features it is given, and Playwright gives its own first, so
 * this one restates Playwright's (tests/architecture/chromiumFlags.test.ts holds it to the installed list).
 */
export const headlessChromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(',')}`,
]

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's, installed through apt-get
 * when missing and this user may install packages. Exits with a clear message otherwise.
 */
export function ensureChromium(): string {
  const chosen = process.env.CHROMIUM_PATH
  if (chosen) {
    if (existsSync(chosen)) return chosen
    fail(`CHROMIUM_PATH is set to ${chosen}, which does not exist.`)
  }
  if (existsSync(debianChromium)) return debianChromium
  const canInstall =
    process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  if (!canInstall) {
    fail(
      "The browser tests need Chromium. Install Debian's package (sudo apt-get install -y chromium) " +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
    )
  }
  console.log("Installing Debian's chromium for the browser tests ...")
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0)
      fail(`apt-get ${args.join(' ')} failed; install chromium by hand or set CHROMIUM_PATH.`)
  }
  return debianChromium
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}
