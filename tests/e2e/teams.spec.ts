import { chooseLanguage, expect, photograph, signedInAs, test, workingToday } from './support.ts'

test("a manager opens a team's details: each member with attendance today and open cases, which open the cases", async ({
  page,
  browser,
  request,
}) => {
  // Chinedu Okafor clocks in from the header, on his own Lagos clock: a working day whatever today is.
  await workingToday(request, 'leader', 'Lagos S1 Collection', 'Chinedu Okafor')
  const collector = await browser.newPage()
  await signedInAs(collector, 'collector')
  const bar = collector.getByTestId('staff-bar')
  const clockIn = bar.getByRole('button', { name: 'Clock in' })
  const clockedIn = bar.getByText(/^Clocked in/)
  // The bar loads after the page: wait for it to say either, then clock in if he has not yet.
  await expect(clockIn.or(clockedIn)).toBeVisible()
  if (await clockIn.isVisible()) await clockIn.click()
  await expect(clockedIn).toBeVisible()
  await collector.close()

  await signedInAs(page, 'manager')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Teams', exact: true })
    .click()
  await expect(page).toHaveURL(/\/staffs\/teams$/)
  // The sales team is on the team sellers' screen, not here.
  await expect(page.getByRole('table', { name: 'Teams' }).getByText('CDMX Sales')).toHaveCount(0)
  await page.getByRole('link', { name: 'Details of Lagos S1 Collection' }).click()
  await expect(page).toHaveURL(/\/staffs\/teams\/details\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Lagos S1 Collection' })).toBeVisible()

  const members = page.getByTestId('team-members')
  const chinedu = members.getByRole('row', { name: /Chinedu Okafor/ })
  await expect(chinedu.getByText(/^Clocked in at \d\d:\d\d$/)).toBeVisible()
  await expect(chinedu.getByText('Collector')).toBeVisible()
  await expect(members.getByRole('row', { name: /Adaeze Nwosu/ }).getByText('Team leader')).toBeVisible()
  const held = chinedu.getByRole('link', { name: /^Open cases of Chinedu Okafor: \d+$/ })
  const count = Number(await held.textContent())
  expect(count).toBeGreaterThan(0)
  await photograph(page, 'teams-details-en')

  // His open cases: the case list, filtered to him and to open cases.
  await held.click()
  await expect(page).toHaveURL(/\/cases\/all$/)
  await expect(page.getByTestId('case-table').getByText('Chinedu Okafor').first()).toBeVisible()

  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Lagos S1 Collection' })).toBeVisible()
  // A member's name opens the staff list, found by name.
  await page.getByTestId('team-members').getByRole('link', { name: 'Tunde Bello', exact: true }).click()
  await expect(page).toHaveURL(/\/staffs\/index$/)
  await expect(page.getByTestId('staff-table').getByText('Tunde Bello')).toBeVisible()
  await expect(page.getByTestId('staff-table').getByText('Chinedu Okafor')).toHaveCount(0)
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Lagos S1 Collection' })).toBeVisible()
  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: 'Lagos S1 Collection' })).toBeVisible()
  await expect(
    page
      .getByTestId('team-members')
      .getByRole('row', { name: /Chinedu Okafor/ })
      .getByText(/^Entrada a las \d\d:\d\d$/),
  ).toBeVisible()
  await expect(page.getByText('Asistencia hoy')).toBeVisible()
  await photograph(page, 'teams-details-es')
  await chooseLanguage(page, 'English')
})

test('a manager opens the team sellers: the sales teams, with the same details', async ({ page }) => {
  await signedInAs(page, 'manager')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Seller teams' })
    .click()
  await expect(page).toHaveURL(/\/staffs\/teamsellers$/)
  const table = page.getByRole('table', { name: 'Seller teams' })
  await expect(table.getByText('Lagos S1 Collection')).toHaveCount(0)
  await page.getByRole('link', { name: 'Details of CDMX Sales' }).click()
  await expect(page).toHaveURL(/\/staffs\/teamsellers\/details\/\d+$/)
  const diego = page.getByTestId('team-members').getByRole('row', { name: /Diego Ramírez/ })
  await expect(diego.getByText('Seller')).toBeVisible()
  await photograph(page, 'teams-sellers-details-en')
  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('link', { name: 'Volver a Equipos de vendedores' })).toBeVisible()
  await expect(diego.getByText('Vendedor/a')).toBeVisible()
  await photograph(page, 'teams-sellers-details-es')
})

test("a team leader opens their own team and is refused another's", async ({ page }) => {
  await signedInAs(page, 'leader')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Teams', exact: true })
    .click()
  // Only their own team opens from the list, and only it is offered to edit; no team is offered to add.
  await expect(page.getByRole('link', { name: 'Details of CDMX S2 Collection' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Edit Lagos S1 Collection' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit CDMX S2 Collection' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add team' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Details of Lagos S1 Collection' }).click()
  await expect(page.getByTestId('team-members').getByRole('row', { name: /Chinedu Okafor/ })).toBeVisible()
  const own = page.url()

  // Another team's address, typed in, is refused by the server and the page says so.
  // The seed adds CDMX S2 Collection right after Lagos S1 Collection.
  const cdmx = Number(own.split('/').pop()) + 1
  await page.goto(own.replace(/\d+$/, String(cdmx)))
  await expect(page.getByText('This team is not yours')).toBeVisible()
  await expect(page.getByText('Jorge Medina')).toHaveCount(0)
  await photograph(page, 'teams-details-refused-en')
  await chooseLanguage(page, 'Español')
  await expect(page.getByText('Este equipo no es suyo')).toBeVisible()
  await photograph(page, 'teams-details-refused-es')
})

test('a manager chooses a leader by typing, and is not offered to mark themself invalid', async ({
  page,
}) => {
  await signedInAs(page, 'manager')
  await page.goto('/staffs/teams')
  await page.getByRole('button', { name: 'Edit Night Shift Collection' }).click()
  const leader = page.getByTestId('team-form').getByRole('combobox', { name: 'Team leader' })
  await leader.fill('tunde')
  await expect(page.getByRole('option', { name: /Tunde Bello/ })).toBeVisible()
  await photograph(page, 'teams-leader-picker-en')
  // Escape closes the list of choices, and leaves the dialog open.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('option', { name: /Tunde Bello/ })).toHaveCount(0)
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/staffs/index')
  const search = page.getByTestId('staff-filters').getByLabel('Name or phone')
  await search.fill('Roberto')
  await search.press('Enter')
  const own = page.getByTestId('staff-table').getByRole('row', { name: /Roberto Castillo/ })
  await expect(own.getByRole('button', { name: 'Edit Roberto Castillo' })).toBeVisible()
  await expect(own.getByRole('button', { name: 'Mark invalid Roberto Castillo' })).toHaveCount(0)
})

test("the case lists' team-leader filter: a manager narrows All cases to one leader's team", async ({
  page,
}) => {
  await signedInAs(page, 'manager')
  await page.goto('/cases/all')
  const table = page.getByTestId('case-table')
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  await page.getByLabel('Team (leader)').selectOption({ label: 'CDMX S2 Collection · Jorge Medina' })
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(table.getByText('Ana Torres').first()).toBeVisible()
  await expect(table.getByText('Chinedu Okafor')).toHaveCount(0)
  await photograph(page, 'teams-leader-filter-en')
})
