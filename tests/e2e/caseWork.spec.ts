import type { Page } from '@playwright/test'
import {
  chooseLanguage,
  demoPassword,
  everyChangeSent,
  expect,
  expectNotice,
  signedInAs,
  test,
  wallClockInput,
} from './support.ts'

// A seller works cases with the console in Spanish: the pin limit, to-dos and the phone reveal, in
// the words a Spanish-speaking user reads. Only this file writes to the seller's cases.

const caseTable = (page: Page) => page.getByTestId('case-table')
const pinnedRows = (page: Page) => caseTable(page).locator('tbody tr[data-pinned="true"]')
/** The first case of the list still open: a closed case takes no more to-dos. */
const firstOpenCase = (page: Page) =>
  caseTable(page).locator('tbody tr').filter({ hasNotText: 'Cerrado' }).first().getByRole('link').first()

async function signInInSpanish(page: Page, username: string): Promise<void> {
  await signedInAs(page, username)
  await chooseLanguage(page, 'Español')
  await expect(page).toHaveURL(/\/welcome$/)
}

test('a seller pins five cases, is told why a sixth is refused, and cancels the pins', async ({ page }) => {
  await signInInSpanish(page, 'seller')
  await page.getByRole('navigation').getByRole('link', { name: 'Todos los casos' }).click()
  await expect(page.getByRole('heading', { name: 'Todos los casos', exact: true })).toBeVisible()
  await expect(caseTable(page).locator('tbody tr').nth(10)).toBeVisible()

  for (let pinned = 1; pinned <= 5; pinned++) {
    await caseTable(page)
      .getByRole('button', { name: /^Fijar arriba / })
      .first()
      .click()
    await expect(pinnedRows(page)).toHaveCount(pinned)
  }
  // The pinned cases lead the list.
  await expect(caseTable(page).locator('tbody tr').nth(4)).toHaveAttribute('data-pinned', 'true')
  await expect(caseTable(page).locator('tbody tr').nth(5)).not.toHaveAttribute('data-pinned', 'true')

  await caseTable(page)
    .getByRole('button', { name: /^Fijar arriba / })
    .first()
    .click()
  await expectNotice(page, 'Puede fijar hasta 5 casos')
  await expect(pinnedRows(page)).toHaveCount(5)

  for (let left = 4; left >= 0; left--) {
    await caseTable(page)
      .getByRole('button', { name: /^Quitar fijación / })
      .first()
      .click()
    await expect(pinnedRows(page)).toHaveCount(left)
  }
  await everyChangeSent(page)
})

test('a seller adds a to-do due on their own clock, completes it and reopens it', async ({ page }) => {
  await signInInSpanish(page, 'seller')
  await page.goto('/cases/seller')
  await firstOpenCase(page).click()
  await expect(page).toHaveURL(/\/cases\/seller\/details\/\d+$/)
  await page.getByRole('tab', { name: /^Lista de tareas/ }).click()

  // Nothing typed: both fields say what they need, in Spanish, and nothing is sent.
  await page.getByRole('button', { name: 'Agregar tarea' }).click()
  await expect(page.getByText('Este campo no puede estar vacío')).toHaveCount(2)

  const text = `Llamar al cliente (${Date.now()})`
  await page.getByLabel('Nueva tarea').fill(text)
  await expect(page.getByText(`${text.length} / `)).toBeVisible()
  await page.getByLabel('Vence (Hora de Ciudad de México)').fill(wallClockInput('America/Mexico_City', 3))
  await page.getByRole('button', { name: 'Agregar tarea' }).click()

  const todo = page
    .getByRole('list', { name: 'Lista de tareas' })
    .getByRole('listitem')
    .filter({ hasText: text })
  await expect(todo).toContainText('Vence')
  await todo.getByRole('button', { name: 'Completar' }).click()
  await expect(todo.getByRole('button', { name: 'Reabrir' })).toBeVisible()
  await todo.getByRole('button', { name: 'Reabrir' }).click()
  await expect(todo.getByRole('button', { name: 'Completar' })).toBeVisible()

  // The to-do is kept on the server: it is there after a reload.
  await page.reload()
  await page.getByRole('tab', { name: /^Lista de tareas/ }).click()
  await expect(
    page.getByRole('list', { name: 'Lista de tareas' }).getByRole('listitem').filter({ hasText: text }),
  ).toBeVisible()
})

test('the full phone number needs the seller’s own password; a wrong one keeps it hidden', async ({
  page,
}) => {
  await signInInSpanish(page, 'seller')
  await page.goto('/cases/seller')
  await caseTable(page).locator('tbody tr').first().getByRole('link').first().click()
  const phone = page.getByTestId('case-phone')
  const masked = (await phone.textContent())!.trim()
  expect(masked).toContain('*')

  await page.getByRole('button', { name: 'Ver número completo' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Ver número' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Por favor complete el contenido')
  await dialog.getByLabel('Su contraseña', { exact: true }).fill('NotMyPassword9')
  await dialog.getByRole('button', { name: 'Ver número' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('La contraseña no es correcta; el número sigue oculto.')
  await expect(phone).toHaveText(masked)

  await dialog.getByLabel('Su contraseña', { exact: true }).fill(demoPassword)
  await dialog.getByRole('button', { name: 'Ver número' }).click()
  await expect(dialog).toBeHidden()
  await expect(phone).not.toContainText('*')
  await expect(phone).toHaveText(/^\+?\d[\d ]{7,}$/)
})
