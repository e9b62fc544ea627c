import type { Page } from '@playwright/test'
import {
  chooseFromUserMenu,
  codeSentTo,
  demoPassword,
  expect,
  newPassword,
  signIn,
  signInToWelcome,
  test,
} from './support.ts'

// These tests change the passwords of collector.mx, expired and leader.sales. collector.mx, whom other specs
// sign in as, gets the demo password back before the test ends.

const successMessage = 'password changed successfully, log in again'

async function expectRefused(page: Page, username: string, password: string): Promise<void> {
  await signIn(page, username, password)
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.')
  await expect(page).toHaveURL(/\/login$/)
}

test.describe('changing the password from the user menu', () => {
  const openDialog = async (page: Page) => {
    await chooseFromUserMenu(page, 'Ana Torres', 'Reset password')
    const dialog = page.getByRole('dialog', { name: 'Reset password' })
    await expect(dialog).toBeVisible()
    return dialog
  }

  test('the dialog checks its fields, cancels cleanly and refuses a wrong old password', async ({ page }) => {
    await signInToWelcome(page, 'collector.mx')
    const dialog = await openDialog(page)
    const oldField = dialog.getByLabel('Old password', { exact: true })
    const newField = dialog.getByLabel('New password', { exact: true })
    await expect(oldField).toHaveAttribute('type', 'password')
    await expect(newField).toHaveAttribute('type', 'password')

    // A click outside does not close it.
    await page.mouse.click(20, 20)
    await page.mouse.click(1400, 880)
    await expect(dialog).toBeVisible()

    // A blank field says so when left.
    await oldField.focus()
    await newField.focus()
    await expect(dialog.getByText('please complete the content')).toHaveCount(1)
    await oldField.focus()
    await expect(dialog.getByText('please complete the content')).toHaveCount(2)
    await expect(oldField).toHaveAttribute('aria-invalid', 'true')
    await expect(newField).toHaveAttribute('aria-invalid', 'true')

    // The reveal option shows the typed text.
    await newField.fill(newPassword)
    await dialog.getByRole('button', { name: 'Show New password' }).click()
    await expect(newField).toHaveAttribute('type', 'text')

    // Cancel closes it and empties both fields.
    await oldField.fill('something')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    const reopened = await openDialog(page)
    await expect(reopened.getByLabel('Old password', { exact: true })).toHaveValue('')
    await expect(reopened.getByLabel('New password', { exact: true })).toHaveValue('')
    await expect(reopened.getByText('please complete the content')).toHaveCount(0)

    // A wrong old password: the server's message, and the dialog stays open.
    await reopened.getByLabel('Old password', { exact: true }).fill('NotMyPassword9')
    await reopened.getByLabel('New password', { exact: true }).fill(newPassword)
    await reopened.getByRole('button', { name: 'Confirm' }).click()
    await expect(
      reopened.getByRole('alert').filter({ hasText: 'The old password is not correct.' }),
    ).toBeVisible()
    await expect(reopened).toBeVisible()
    await expect(page).toHaveURL(/\/welcome$/)
  })

  test('a valid change signs the user out; only the new password works afterwards', async ({ page }) => {
    await signInToWelcome(page, 'collector.mx')
    const dialog = await openDialog(page)
    await dialog.getByLabel('Old password', { exact: true }).fill(demoPassword)
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword)
    // Signing out reloads the page: typing before it has reloaded would be lost.
    let reloaded = page.waitForEvent('load')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await reloaded
    await expect(page.getByText(successMessage)).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Username or phone')).toBeVisible()
    // The message outlives the reload that sign-out makes.
    await expect(page.getByRole('status').filter({ hasText: successMessage })).toBeVisible()

    await expectRefused(page, 'collector.mx', demoPassword)
    await signInToWelcome(page, 'collector.mx', newPassword)
    await expect(page.getByRole('heading', { name: 'Welcome, Ana Torres' })).toBeVisible()

    // Changed back the same way: the new password is now the old one, and the demo password works again.
    const again = await openDialog(page)
    await again.getByLabel('Old password', { exact: true }).fill(newPassword)
    await again.getByLabel('New password', { exact: true }).fill(demoPassword)
    reloaded = page.waitForEvent('load')
    await again.getByRole('button', { name: 'Confirm' }).click()
    await reloaded
    await expect(page).toHaveURL(/\/login$/)
    await signInToWelcome(page, 'collector.mx')
  })
})

test('an expired password must be replaced, with a code, before signing in', async ({ page }) => {
  const phone = '2348030000012'
  await signIn(page, 'expired')
  await expect(page).toHaveURL(/\/modifypassword$/)
  await expect(page.getByText('Your password has expired. Set a new one to continue.')).toBeVisible()
  // Only the masked phone came with the refusal: the user types the number in full.
  await expect(
    page.getByText("Type your account's phone in full (234****0012) and send the code to it."),
  ).toBeVisible()
  await expect(page.getByLabel('Phone')).toHaveValue('')
  await page.getByLabel('Phone').fill(phone)

  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('If the phone belongs to an account, a code is on its way.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  const code = await codeSentTo(phone)

  await page.getByLabel('Old password', { exact: true }).fill(demoPassword)
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Repeat password', { exact: true }).fill(newPassword)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Save new password' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(successMessage)).toBeVisible()
  await expectRefused(page, 'expired', demoPassword)
  await signInToWelcome(page, 'expired', newPassword)
  await expect(page.getByRole('heading', { name: 'Welcome, Tunde Bello' })).toBeVisible()
})

test('a forgotten password is replaced with a code sent to the phone', async ({ page }) => {
  // leader.sales (María López), whom no other spec signs in as.
  const phone = '5255100000016'
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgetPwd$/)
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible()
  await expect(page.getByLabel('Old password')).toHaveCount(0)

  await page.getByLabel('Phone').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = await codeSentTo(phone)
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Repeat password', { exact: true }).fill(`${newPassword}y`)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('passwords do not match')).toBeVisible()
  await expect(page).toHaveURL(/\/forgetPwd$/)

  await page.getByLabel('Repeat password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(successMessage)).toBeVisible()

  await expectRefused(page, 'leader.sales', demoPassword)
  // The phone number works as the username too.
  await signInToWelcome(page, phone, newPassword)
  await expect(page.getByTestId('welcome-role')).toHaveText('Team leader')
})
