import type { Page } from '@playwright/test'
import { caseRows, chooseLanguage, expect, photograph, signedInAs, test } from './support.ts'

// Goes offline: the service worker serves the app as it does for a collector.
test.use({ serviceWorkers: 'allow' })

// An action that needs the server says so offline instead of failing (DESIGN.md): the full number is
// checked and logged by the server, so offline its button is disabled with the reason beside it, while
// the marks stay offered. Nothing is written here.

/** Opens the first case of a list and waits until its detail is drawn, then cuts the network. */
async function openFirstCaseThenGoOffline(page: Page, listPath: string): Promise<void> {
  await page.goto(listPath)
  await caseRows(page).first().getByRole('link').first().click()
  await expect(page.getByTestId('case-badges')).toBeVisible()
  await page.context().setOffline(true)
}

test('offline, Show full number is disabled and says it needs the server; the marks stay offered', async ({
  page,
}) => {
  await signedInAs(page, 'collector')
  await openFirstCaseThenGoOffline(page, '/cases/collection')
  const reveal = page.getByRole('button', { name: 'Show full number' })
  await expect(reveal).toBeDisabled()
  await expect(reveal).toHaveAccessibleDescription('This needs the server, and you are offline.')
  // The list the case was opened from is kept alive, hidden, and says the same of its export.
  await expect(
    page.getByText('This needs the server, and you are offline.').filter({ visible: true }),
  ).toBeVisible()
  const marks = page.getByRole('group', { name: 'Marks' }).getByRole('button')
  await expect(marks.first()).toBeEnabled()

  await page.context().setOffline(false)
  await expect(reveal).toBeEnabled()
})

test('in Spanish, the reason is in Spanish', async ({ page }) => {
  await signedInAs(page, 'seller')
  await chooseLanguage(page, 'Español')

  await openFirstCaseThenGoOffline(page, '/cases/seller')
  const reveal = page.getByRole('button', { name: 'Ver número completo' })
  await expect(reveal).toBeDisabled()
  await expect(reveal).toHaveAccessibleDescription('Esto necesita el servidor y está sin conexión.')
})

test('offline, the automatic rules stay readable and their changes are disabled, saying they need the server', async ({
  page,
}) => {
  await signedInAs(page, 'manager')
  await page.goto('/cases/automatical')
  const rules = page.getByTestId('automatic-rules')
  const morning = rules.getByRole('row', { name: /New arrears, 1 to 7 days/ })
  await expect(morning.getByRole('button', { name: /^Pause / })).toBeEnabled()
  await page.context().setOffline(true)
  await expect(morning).toBeVisible()
  const pause = morning.getByRole('button', { name: /^Pause / })
  await expect(pause).toBeDisabled()
  await expect(pause).toHaveAccessibleDescription('This needs the server, and you are offline.')
  await expect(page.getByRole('button', { name: 'New rule' })).toBeDisabled()
  await photograph(page, 'automatic-rules-offline-en')
  await page.context().setOffline(false)
  await expect(pause).toBeEnabled()
})
