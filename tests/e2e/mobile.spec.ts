import { expect, test } from './support.ts'

const phones = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  Android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
}

for (const [phone, userAgent] of Object.entries(phones)) {
  test(`an ${phone} is sent to /mobile and told to use a computer`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent, baseURL })
    const page = await context.newPage()
    for (const path of ['/login', '/welcome']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/mobile$/)
      await expect(page.getByRole('heading', { name: 'Open the console on a computer' })).toBeVisible()
    }
    await expect(page.getByLabel('Username or phone')).toHaveCount(0)
    await context.close()
  })
}

test('a desktop browser opening /mobile sees the same notice and no sign-in form', async ({ page }) => {
  await page.goto('/mobile')
  await expect(page.getByRole('heading', { name: 'Open the console on a computer' })).toBeVisible()
})
