import {
  chooseLanguage,
  expect,
  photograph,
  setTargetOf,
  setTeamTargetOf,
  signedInAs,
  test,
} from './support.ts'

test('the collector sees their target and pace on the welcome page and in the ranking bar; in Spanish too', async ({
  page,
}) => {
  await setTargetOf('collector', 'NGN', 250_000_000, 120)
  await signedInAs(page, 'collector')
  const own = page.getByTestId('own-target')
  await expect(own).toContainText('₦2,500,000.00')
  await expect(page.getByTestId('own-pace')).toHaveText(/^(Ahead|On pace|Behind)/)
  const bar = page.getByRole('region', { name: 'Message bar' })
  await expect(bar.getByTestId('ranking-target')).toContainText(/%\s·\s(Ahead|On pace|Behind)/)
  await own.scrollIntoViewIfNeeded()
  await photograph(page, 'targets-welcome-collector-en')
  await chooseLanguage(page, 'Español')
  await expect(page.getByTestId('own-pace')).toHaveText(/^(Adelantado|Al ritmo|Atrasado)/)
  // The bar's name is Spanish now too.
  await expect(page.getByTestId('ranking-target')).toContainText(/^Meta/)
  await photograph(page, 'targets-welcome-collector-es')
  await chooseLanguage(page, 'English')
})

test('a leader sees their members’ targets most behind first', async ({ page }) => {
  await setTargetOf('collector', 'NGN', 250_000_000, 120)
  await signedInAs(page, 'leader')
  const members = page.getByTestId('targets-behind-first')
  await expect(members).toContainText('Chinedu Okafor')
  await expect(members.getByRole('link', { name: 'See all targets' })).toHaveAttribute(
    'href',
    '/targets/person',
  )
  await members.scrollIntoViewIfNeeded()
  await photograph(page, 'targets-welcome-leader-en')
})

test('a manager sees the teams’ targets most behind first, in Spanish', async ({ page }) => {
  await setTeamTargetOf('Lagos S1 Collection', 'NGN', 900_000_000, 400)
  await setTeamTargetOf('CDMX S2 Collection', 'MXN', 80_000_000, 300)
  await signedInAs(page, 'manager')
  const teams = page.getByTestId('targets-behind-first')
  await expect(teams).toContainText('Lagos S1 Collection')
  await expect(teams).toContainText('CDMX S2 Collection')
  await chooseLanguage(page, 'Español')
  await expect(teams).toContainText('Las metas de los equipos')
  await teams.scrollIntoViewIfNeeded()
  await photograph(page, 'targets-welcome-manager-es')
  await chooseLanguage(page, 'English')
})
