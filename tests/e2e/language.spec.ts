import { join } from 'node:path'
import { expect, quit, screenshotDir, signInToWelcome, test } from './support.ts'

test('switching to Español reloads the console in Spanish, and the choice survives signing out and in', async ({
  page,
}) => {
  await signInToWelcome(page, 'seller')
  await expect(page.getByRole('heading', { name: 'Welcome, Diego Ramírez' })).toBeVisible()

  const reloaded = page.waitForEvent('load')
  await page.getByLabel('Language').selectOption({ label: 'Español' })
  await reloaded
  await expect(page.getByRole('heading', { name: 'Bienvenido/a, Diego Ramírez' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Áreas abiertas para usted' })).toBeVisible()
  await expect(page.getByLabel('Idioma')).toHaveValue('es')
  await expect(page.getByTestId('welcome-role')).toHaveText('Vendedor/a')
  await expect(page.getByRole('tab', { name: 'Bienvenida' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveText('Collection System 2.1')
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es-ES')

  await quit(page, 'Diego Ramírez', 'Salir')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
  await page.getByLabel('Usuario o teléfono').fill('seller')
  await page.getByLabel('Contraseña', { exact: true }).fill('Console2026')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/welcome$/)
  await expect(page.getByRole('heading', { name: 'Bienvenido/a, Diego Ramírez' })).toBeVisible()

  // And back to English.
  const reloadedAgain = page.waitForEvent('load')
  await page.getByLabel('Idioma').selectOption({ label: 'English' })
  await reloadedAgain
  await expect(page.getByRole('heading', { name: 'Areas open to you' })).toBeVisible()
})

test('a wrong password is explained in Spanish when the console is in Spanish', async ({ page }) => {
  await page.goto('/login')
  const reloaded = page.waitForEvent('load')
  await page.getByLabel('Language').selectOption({ label: 'Español' })
  await reloaded
  await page.getByLabel('Usuario o teléfono').fill('officemanager')
  await page.getByLabel('Contraseña', { exact: true }).fill('NotThePassword1')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.')
})

test('screenshots of the login page and the welcome page in English and Spanish', async ({ page }) => {
  for (const language of ['en', 'es'] as const) {
    await page.goto('/login')
    if (language === 'es') {
      const reloaded = page.waitForEvent('load')
      await page.getByLabel('Language').selectOption({ label: 'Español' })
      await reloaded
    }
    const signInLabel = language === 'en' ? 'Sign in' : 'Iniciar sesión'
    await expect(page.getByRole('button', { name: signInLabel })).toBeVisible()
    await page.screenshot({ path: join(screenshotDir, `login-${language}.png`) })

    await page.getByLabel(language === 'en' ? 'Username or phone' : 'Usuario o teléfono').fill('manager')
    await page.getByLabel(language === 'en' ? 'Password' : 'Contraseña', { exact: true }).fill('Console2026')
    await page.getByRole('button', { name: signInLabel }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    // Wait for the lists fetched after the first paint, so the picture is complete.
    await expect(page.getByTestId('welcome-brands').getByRole('listitem')).toHaveCount(2)
    await expect(page.getByTestId('welcome-teams')).toContainText('Lagos S1 Collection')
    // The shell scrolls inside <main>, so a full-page shot would stop at the window: make it tall enough.
    await page.setViewportSize({ width: 1440, height: 1300 })
    await page.screenshot({ path: join(screenshotDir, `shell-${language}.png`) })
    await page.setViewportSize({ width: 1440, height: 900 })
    await quit(page, 'Roberto Castillo', language === 'en' ? 'Quit' : 'Salir')
    await expect(page).toHaveURL(/\/login$/)
  }
})
