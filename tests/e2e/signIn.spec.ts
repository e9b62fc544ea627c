import { areasClosedTo, menuEntriesOf, welcomeAreasOf } from './roleScreens.ts'
import { expect, quit, signedInAs, signIn, signInToWelcome, test, welcomeAreaTitles } from './support.ts'

test.describe('signed out', () => {
  test('the login page shows the sign-in form', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByLabel('Username or phone')).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible()
  })

  for (const path of ['/', '/welcome', '/cases/all']) {
    test(`opening ${path} lands on the login page`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByLabel('Username or phone')).toBeVisible()
    })
  }

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await signIn(page, 'auditor', 'NotThePassword1')
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password.')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Username or phone')).toHaveValue('auditor')
  })
})

test.describe('each role sees its own areas on the welcome page', () => {
  test('a collector sees Cases, Dashboard and SIM cards but no staff, targets or money', async ({ page }) => {
    await signedInAs(page, 'collector')
    await expect(page.getByRole('heading', { name: 'Welcome, Chinedu Okafor' })).toBeVisible()
    await expect(page.getByTestId('welcome-role')).toHaveText('Collector')
    await expect(welcomeAreaTitles(page)).toHaveText(welcomeAreasOf('collector'))
    const areas = page.getByTestId('welcome-areas')
    for (const closed of areasClosedTo('collector')) await expect(areas).not.toContainText(closed)
    await expect(page.getByRole('heading', { name: 'Teams and their leaders' })).toHaveCount(0)
    // The side menu lists the built screens the role opens: the welcome page, the case lists and the SIM screens.
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu.getByRole('link')).toHaveText(menuEntriesOf('collector'))
  })

  test('a seller sees Cases, Dashboard and SIM cards', async ({ page }) => {
    await signedInAs(page, 'seller')
    await expect(page.getByTestId('welcome-role')).toHaveText('Seller')
    await expect(welcomeAreaTitles(page)).toHaveText(welcomeAreasOf('seller'))
    await expect(page.getByTestId('welcome-areas')).toContainText('Sellers performance')
    for (const closed of areasClosedTo('seller'))
      await expect(page.getByTestId('welcome-areas')).not.toContainText(closed)
  })

  test('an office manager sees Cases, Staffs, Financial and SIM cards, and the teams', async ({ page }) => {
    await signedInAs(page, 'officemanager')
    await expect(page.getByTestId('welcome-role')).toHaveText('Office manager')
    await expect(welcomeAreaTitles(page)).toHaveText(welcomeAreasOf('officemanager'))
    await expect(page.getByTestId('welcome-areas')).toContainText('Offline repayment')
    for (const closed of areasClosedTo('officemanager'))
      await expect(page.getByTestId('welcome-areas')).not.toContainText(closed)
    await expect(page.getByTestId('welcome-teams')).toContainText('Lagos S1 Collection')
  })

  test('a manager sees every area, the teams with leaders and the loan brands', async ({ page }) => {
    await signedInAs(page, 'manager')
    await expect(page.getByTestId('welcome-role')).toHaveText('Manager')
    await expect(welcomeAreaTitles(page)).toHaveText(welcomeAreasOf('manager'))
    await expect(page.getByRole('heading', { name: 'Loan brands' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Teams and their leaders' })).toBeVisible()

    const teams = page.getByTestId('welcome-teams')
    await expect(teams.getByRole('listitem').filter({ hasText: 'Lagos S1 Collection' })).toContainText(
      'Adaeze Nwosu',
    )
    await expect(teams).toContainText('CDMX Sales')
    // A team without a leader is left out.
    await expect(teams).not.toContainText('Night Shift Collection')

    const brands = page.getByTestId('welcome-brands')
    await expect(brands.getByRole('listitem')).toHaveCount(2)
    await expect(brands.getByRole('listitem').filter({ hasText: 'OwoCredit' })).toContainText(
      'no app of its own; loans and repayments go through PrestaFácil',
    )
  })

  test('an auditor can sign in with the phone number instead of the username', async ({ page }) => {
    await signInToWelcome(page, '5255100000009')
    await expect(page.getByTestId('welcome-role')).toHaveText('Auditor')
  })
})

test('a signed-in user opening /login is returned to the page they were on', async ({ page }) => {
  await signInToWelcome(page, 'collector')
  await page.goto('/login')
  await expect(page).toHaveURL(/\/welcome$/)
  await expect(page.getByTestId('welcome-role')).toHaveText('Collector')

  // Any page of the console, even one the user may not open, is where /login returns to.
  await page.goto('/cases/all')
  await expect(page.getByRole('heading', { name: 'All cases' })).toBeVisible()
  await page.goto('/login')
  await expect(page).toHaveURL(/\/cases\/all$/)
  await expect(page.getByRole('heading', { name: 'All cases' })).toBeVisible()
  await page.goto('/targets/setting')
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible()
  await page.goto('/login')
  await expect(page).toHaveURL(/\/targets\/setting$/)
})

// The path kept for returning to /login must not outlive Quit: the next person at the desk starts fresh.
test('after one user quits, the next one signing in starts on the welcome page', async ({ page }) => {
  await signInToWelcome(page, 'collector')
  await page.goto('/cases/all')
  await expect(page.getByRole('heading', { name: 'All cases' })).toBeVisible()
  await quit(page, 'Chinedu Okafor')
  await expect(page).toHaveURL(/\/login$/)
  await signIn(page, 'seller')
  await expect(page).toHaveURL(/\/welcome$/)
})

// Tabs share the browser's storage: a tab never goes on as a user signed out elsewhere, nor sends
// that user's waiting changes with the next user's session.
test('quitting in one tab signs the other tab out too', async ({ page, context }) => {
  await signInToWelcome(page, 'collector')
  const other = await context.newPage()
  await other.goto('/cases/all')
  await expect(other.getByRole('heading', { name: 'All cases' })).toBeVisible()
  await quit(page, 'Chinedu Okafor')
  await expect(other).toHaveURL(/\/login$/)
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await other.close()
})
