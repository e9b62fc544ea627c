import { expect, test } from './support.ts'

test('an inline script is refused by the policy, and the shared test sees the violation', async ({
  page,
  cspViolations,
}) => {
  const answer = await page.goto('/login')
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'")
  await page.getByLabel('Username or phone').waitFor()

  // What an injected script would do: it must not run.
  await page.addScriptTag({ content: 'window.injectedScriptRan = true' }).catch(() => {})
  expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false)
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src')

  // Seen, so this test passes; any other spec meeting one fails.
  cspViolations.length = 0
})

test('the API docs open under their policy', async ({ page }) => {
  const answer = await page.goto('/collection-service/docs')
  expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  await expect(page.getByRole('heading', { name: /Collection service/ })).toBeVisible()
  await expect(page.getByText('/collection-service/api/skip/user/login').first()).toBeVisible()
})
