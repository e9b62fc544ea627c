import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { pollIntervalMs } from '../../machines/messagePolling.ts'
import { stopClock } from './pageClock.ts'
import {
  chooseLanguage,
  expect,
  expectNotice,
  notifyRepayment,
  photograph,
  raiseMessageEvent,
  readEveryMessage,
  screenshotDir,
  signedInAs,
  takeOpenCases,
  test,
} from './support.ts'

// Goes offline: the service worker serves the app as it does for a collector.
test.use({ serviceWorkers: 'allow' })

const messageBar = (page: Page, name: 'Message bar' | 'Barra de mensajes' = 'Message bar') =>
  page.getByRole('region', { name })
const panelOf = (page: Page) => page.locator('#message-panel')

test('a repayment notified reaches the collector at the next poll; reading it drops the badge and opens the case', async ({
  page,
}) => {
  await readEveryMessage('collector.mx')
  await page.clock.install()
  // The first poll's answer waits at the server's door until the page's clock stands still: the next
  // poll is then due exactly one interval after it, on that clock. Later calls pass straight through.
  const messagesCall = (url: URL) => url.pathname.endsWith('/collection/message/message')
  let letThrough: () => void = () => {}
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  await page.route(messagesCall, async (route) => {
    await held
    await route.continue()
  })
  await signedInAs(page, 'collector.mx')
  await stopClock(page)
  letThrough()
  const bar = messageBar(page)
  await expect(bar.getByTestId('ranking')).toBeVisible()
  await expect(bar.getByText('No unread messages')).toBeVisible()
  // Nothing of the welcome page still on its way: the jumps of the page's clock below would time it out.
  await page.waitForLoadState('networkidle')

  let asked = 0
  page.on('request', (sent) => {
    if (messagesCall(new URL(sent.url()))) asked += 1
  })
  const [caseId] = await takeOpenCases('collector.mx', 1, 172_500)
  await notifyRepayment(caseId!, 172_500)
  // Nothing is asked until the interval passes on the page's clock.
  await page.clock.fastForward(pollIntervalMs - 1)
  expect(asked).toBe(0)
  await expect(bar.getByText('No unread messages')).toBeVisible()
  const polled = page.waitForResponse((response) => messagesCall(new URL(response.url())))
  await page.clock.fastForward(1)
  await polled
  await expect(bar.getByTestId('message-badge')).toHaveText('1')
  await expect(bar.getByTestId('message-banner')).toContainText('Repayment received')
  // Time flows again for what follows: the panel shows through a preference kept in the browser's
  // database, which a stopped clock holds up.
  await page.clock.resume()

  await bar.getByRole('button', { name: /Show messages/ }).click()
  await panelOf(page)
    .getByRole('button', { name: /Repayment received/ })
    .click()
  await expectNotice(page, 'I got it')
  // The message names its case: it opens, and the collector's bar is not on a case's details.
  await expect(page).toHaveURL(new RegExp(`/cases/all/details/${caseId}$`))
  await expect(bar).toBeHidden()
  await page.goBack()
  await expect(bar.getByText('No unread messages')).toBeVisible()
  await expect(bar.getByTestId('message-badge')).toBeHidden()
  // Read on the server too: a reload asks again and it stays read.
  await page.reload()
  await expect(messageBar(page).getByText('No unread messages')).toBeVisible()
})

test('offline, a message read waits in the outbox, shows read at once, and is sent when the network returns', async ({
  page,
  context,
}) => {
  await raiseMessageEvent('collector.mx', 'divisionCompleted')
  await signedInAs(page, 'collector.mx')
  const bar = messageBar(page)
  await bar.getByRole('button', { name: /Show messages/ }).click()
  const allocated = panelOf(page)
    .getByRole('button', { name: /Cases allocated/ })
    .first()
  await expect(allocated.locator('.bg-red-500')).toBeVisible()

  await context.setOffline(true)
  await allocated.click()
  await expectNotice(page, 'I got it')
  await expect(allocated.locator('.bg-red-500')).toHaveCount(0)
  const indicator = page.getByTestId('sync-indicator')
  await expect(indicator.getByTestId('sync-pending')).toHaveText('1 pending')
  await indicator.click()
  await expect(page.getByRole('dialog', { name: 'Changes to send' })).toContainText('Mark message read')
  await page.keyboard.press('Escape')

  await context.setOffline(false)
  await expect(indicator.getByTestId('sync-pending')).toHaveCount(0)
  // The server holds it: a fresh page asks again and the message stays read.
  await page.reload()
  await messageBar(page)
    .getByRole('button', { name: /messages/ })
    .waitFor()
  await expect(
    panelOf(page)
      .getByRole('button', { name: /Cases allocated/ })
      .first()
      .locator('.bg-red-500'),
  ).toHaveCount(0)
})

/** The same bar in Spanish, its panel open, photographed at both sizes; then back to English. */
async function inSpanishToo(page: Page, role: string): Promise<void> {
  await chooseLanguage(page, 'Español')
  const bar = messageBar(page, 'Barra de mensajes')
  await expect(bar.getByRole('button', { name: /Ocultar mensajes/ })).toBeVisible()
  await expect(panelOf(page).getByRole('listitem').first()).toBeVisible()
  await photograph(page, `messages-${role}-es`)
  await chooseLanguage(page, 'English')
  await page.setViewportSize({ width: 1440, height: 900 })
}

test("a seller sees only her orders' notices, and no bar on a seller case's details", async ({ page }) => {
  await raiseMessageEvent('seller', 'sellOrderEnteredApp')
  await raiseMessageEvent('seller', 'caseStatistics')
  await signedInAs(page, 'seller')
  const bar = messageBar(page)
  await expect(bar.getByTestId('message-banner')).toContainText('Order entered the app')
  await expect(bar.getByTestId('ranking')).toHaveCount(0)
  await bar.getByRole('button', { name: /Show messages/ }).click()
  const items = panelOf(page).getByRole('listitem')
  await expect(items.first()).toContainText('Order entered the app')
  await expect(panelOf(page)).not.toContainText("Today's cases")
  await page.screenshot({ path: join(screenshotDir, 'messages-seller-en-1440x900.png') })
  await inSpanishToo(page, 'seller')
  await items.first().getByRole('button').click()
  await expect(page).toHaveURL(/\/cases\/seller\/details\/\d+$/)
  await expect(bar).toBeHidden()
})

test('an office manager sees the OTP applications bar, and only those', async ({ page }) => {
  await raiseMessageEvent('officemanager', 'otpApplication')
  await raiseMessageEvent('officemanager', 'divisionCompleted')
  await signedInAs(page, 'officemanager')
  const bar = messageBar(page)
  await expect(bar.getByTestId('message-banner')).toContainText('OTP application')
  await bar.getByRole('button', { name: /Show messages/ }).click()
  await expect(panelOf(page)).toContainText('OTP application')
  await expect(panelOf(page)).not.toContainText('Cases allocated')
  await page.screenshot({ path: join(screenshotDir, 'messages-officemanager-en-1440x900.png') })
  await inSpanishToo(page, 'officemanager')
})

for (const language of ['en', 'es'] as const) {
  test(`screenshots of the collector's bar in ${language}, and reading a message says so`, async ({
    page,
  }) => {
    const [first, second] = await takeOpenCases('collector.mx', 2, 250_000)
    await notifyRepayment(first!, 250_000)
    await notifyRepayment(second!, 98_050)
    await raiseMessageEvent('collector.mx', 'caseStatistics')
    await signedInAs(page, 'collector.mx')
    if (language === 'es') await chooseLanguage(page, 'Español')
    const bar = messageBar(page, language === 'es' ? 'Barra de mensajes' : 'Message bar')
    await page.goto('/cases/all')
    await expect(bar.getByTestId('message-badge')).toBeVisible()
    await bar.getByRole('button', { name: language === 'es' ? /Mostrar mensajes/ : /Show messages/ }).click()
    await expect(panelOf(page).getByRole('listitem').first()).toBeVisible()
    await photograph(page, `messages-collector-${language}`)
    // The unread notices of the day's cases: raised before signing in, so all shown by now. The
    // repayments' messages may still be arriving, so they are not counted.
    const unreadToday = panelOf(page)
      .getByRole('listitem')
      .filter({ has: page.locator('.bg-red-500') })
      .filter({ hasText: language === 'es' ? 'Casos de hoy' : "Today's cases" })
    await expect(unreadToday.first()).toBeVisible()
    const before = await unreadToday.count()
    await unreadToday.first().click()
    await expectNotice(page, language === 'es' ? 'Entendido' : 'I got it')
    await expect(unreadToday).toHaveCount(before - 1)
  })
}
