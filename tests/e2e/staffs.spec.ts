import { chooseLanguage, expect, photograph, signInToWelcome, test } from './support.ts'

test('a team leader reads their team in the staffs list, searches it and filters it by role', async ({
  page,
}) => {
  await signInToWelcome(page, 'leader')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Staff list' }).click()
  await expect(page).toHaveURL(/\/staffs\/index$/)
  const table = page.getByTestId('staff-table')
  await expect(table.getByText('Chinedu Okafor')).toBeVisible()
  await expect(table.getByText('Adaeze Nwosu')).toBeVisible()
  // Another team's members are not theirs to see.
  await expect(table.getByText('Ana Torres')).toHaveCount(0)

  const search = page.getByTestId('staff-filters').getByLabel('Name or phone')
  await search.fill('tunde')
  await search.press('Enter')
  await expect(table.getByText('Tunde Bello')).toBeVisible()
  await expect(table.getByText('Chinedu Okafor')).toHaveCount(0)
  await search.fill('')
  await search.press('Enter')

  await page.getByTestId('staff-filters').getByLabel('Role').selectOption({ label: 'Team leader' })
  await expect(table.getByText('Adaeze Nwosu')).toBeVisible()
  await expect(table.getByText('Chinedu Okafor')).toHaveCount(0)
  await expect(table.getByText('On duty').first()).toBeVisible()
  await photograph(page, 'staffs-list-en')

  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: 'Lista del personal' })).toBeVisible()
  await expect(table.getByText('En turno').first()).toBeVisible()
  await expect(table.getByText('Líder de equipo')).toBeVisible()
  await photograph(page, 'staffs-list-es')
})

test('a manager sees every team in the staffs list and narrows it to one', async ({ page }) => {
  await signInToWelcome(page, 'manager')
  await page.goto('/staffs/index')
  const table = page.getByTestId('staff-table')
  await expect(table.getByText('Ana Torres')).toBeVisible()
  await expect(table.getByText('Chinedu Okafor')).toBeVisible()
  await page.getByTestId('staff-filters').getByLabel('Team').selectOption({ label: 'CDMX S2 Collection' })
  await expect(table.getByText('Jorge Medina')).toBeVisible()
  await expect(table.getByText('Chinedu Okafor')).toHaveCount(0)
})
