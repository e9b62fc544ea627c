import {
  caseOnServer,
  chooseLanguage,
  everyChangeSent,
  expect,
  expectNotice,
  photograph,
  signedInAs,
  takeOpenCases,
  test,
  wallClockInput,
} from './support.ts'

// Goes offline: the service worker serves the app as it does for a collector.
test.use({ serviceWorkers: 'allow' })

/** Card numbers no other run has added: the e2e server's database lives as long as its run. */
const numberOf = (index: number) => `8952777${String(Date.now()).slice(-11)}${index}`

test('the office manager adds cards by pasting a column, allocates one, deactivates it with a reason and reactivates it', async ({
  page,
}) => {
  await signedInAs(page, 'officemanager')
  await page.goto('/simcard/records')
  const table = page.getByTestId('sim-card-table')
  await expect(table.getByText('Chinedu Okafor')).toBeVisible()

  const [first, second] = [numberOf(1), numberOf(2)]
  await page.getByRole('button', { name: 'Add cards' }).click()
  const adding = page.getByRole('dialog', { name: 'Add SIM cards' })
  await adding.getByRole('button', { name: 'Add cards' }).click()
  await expect(adding.getByText('card number cannot be empty')).toBeVisible()
  await adding.getByLabel(/Card number/).fill(`${first}\n\n${second}\n`)
  await expect(adding.getByText('Cards to add: 2')).toBeVisible()
  await adding.getByRole('button', { name: 'Add cards' }).click()
  await expectNotice(page, 'Cards added: 2')
  await expect(table.getByText(first)).toBeVisible()

  // A number already in the office is refused, named.
  await page.getByRole('button', { name: 'Add cards' }).click()
  await adding.getByLabel(/Card number/).fill(first)
  await adding.getByRole('button', { name: 'Add cards' }).click()
  await expect(adding.getByRole('alert')).toContainText(first)
  // Leaving with the number still typed asks first.
  await adding.getByRole('button', { name: 'Cancel' }).click()
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard' })
    .click()

  // A card added by mistake is removed from its row, after a question naming it.
  // A card added by mistake is removed from behind the row's 'more' button.
  await page.getByRole('button', { name: `More actions for ${second}` }).click()
  await page.getByRole('button', { name: `Remove ${second}` }).click()
  await page
    .getByRole('dialog', { name: `Remove SIM ${second}?` })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expectNotice(page, `SIM ${second} removed`)
  await expect(table.getByText(second)).toBeHidden()

  await page.getByRole('button', { name: `Allocate ${first}` }).click()
  const allocating = page.getByRole('dialog', { name: `Allocate SIM ${first}` })
  await allocating.getByRole('button', { name: 'Allocate' }).click()
  await expect(allocating.getByText('please select a team')).toBeVisible()
  await allocating.getByLabel('Team').selectOption({ label: 'Lagos S1 Collection' })
  await allocating.getByLabel('Member').selectOption({ label: 'Adaeze Nwosu' })
  await allocating.getByRole('button', { name: 'Allocate' }).click()
  await expectNotice(page, `SIM ${first} allocated`)
  await expect(page.getByRole('button', { name: `Retrieve ${first}` })).toBeVisible()

  await page.getByRole('button', { name: `Deactivate ${first}` }).click()
  const deactivating = page.getByRole('dialog', { name: `Deactivate SIM ${first}` })
  await deactivating.getByRole('button', { name: 'Deactivate' }).click()
  await expect(deactivating.getByText('a reason must be selected')).toBeVisible()
  await deactivating.getByLabel('Reason').selectOption('other')
  await deactivating.getByLabel('Description').fill('Lost on the bus to the office')
  await expect(deactivating.getByTestId('word-count')).toHaveText('7 of fewer than 150 words')
  await deactivating.getByRole('button', { name: 'Deactivate' }).click()
  await expectNotice(page, `SIM ${first} deactivated`)
  await expect(page.getByRole('button', { name: `Allocate ${first}` })).toBeHidden()
  await page.getByRole('button', { name: `Reactivate ${first}` }).click()
  await page
    .getByRole('dialog', { name: `Reactivate SIM ${first}?` })
    .getByRole('button', { name: 'Reactivate' })
    .click()
  await expectNotice(page, `SIM ${first} reactivated`)
  await expect(page.getByRole('button', { name: `Allocate ${first}` })).toBeVisible()

  // Offline, the kept cards still show, and what needs the server says so instead of failing.
  await page.context().setOffline(true)
  const allocate = page.getByRole('button', { name: `Allocate ${first}` })
  await expect(allocate).toBeDisabled()
  await expect(allocate).toHaveAttribute('title', 'This needs the server, and you are offline.')
  await expect(page.getByRole('button', { name: 'Add cards' })).toBeDisabled()
  await page.context().setOffline(false)
  await expect(allocate).toBeEnabled()

  await photograph(page, 'sim-records-en')
  await chooseLanguage(page, 'Español')
  await expect(page.getByTestId('sim-card-table').getByText('Sin asignar').first()).toBeVisible()
  await photograph(page, 'sim-records-es')
})

test('a collector applies for a card, cannot apply twice, and the office manager passes it with a card', async ({
  page,
  browser,
}) => {
  await signedInAs(page, 'collector.mx')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'SIM card applications' })
    .click()
  await expect(page).toHaveURL(/\/simcard\/application$/)
  await page.getByLabel('Application reason').fill('My card was stolen on the metro')
  await page.getByRole('button', { name: 'Apply for a SIM card' }).click()
  await expectNotice(page, 'Application sent')
  const mine = page.getByTestId('sim-applications')
  await expect(mine.getByRole('row').filter({ hasText: 'My card was stolen on the metro' })).toContainText(
    'Pending',
  )
  await page.getByLabel('Application reason').fill('Still waiting for it')
  await page.getByRole('button', { name: 'Apply for a SIM card' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'You have an application pending review already; wait for its answer.',
  )

  const office = await browser.newPage()
  await signedInAs(office, 'officemanager')
  // Her old card comes back first: a member holds one card at a time.
  await office.goto('/simcard/records')
  await office.getByLabel('Member').selectOption({ label: 'Ana Torres' })
  const held = office.getByTestId('sim-card-table').getByRole('button', { name: /^Retrieve / })
  await expect(held).toHaveCount(1)
  await held.click()
  // Taking a card back asks first, naming the card and its holder.
  await office
    .getByRole('dialog', { name: /^Retrieve SIM \d+, held by Ana Torres\?$/ })
    .getByRole('button', { name: 'Retrieve' })
    .click()
  await expectNotice(office, /retrieved/)
  await office.goto('/simcard/application')
  const row = office
    .getByTestId('sim-applications')
    .getByRole('row')
    .filter({ hasText: 'My card was stolen on the metro' })
  await expect(row).toContainText('Ana Torres')
  await row.getByRole('button', { name: 'Pass Ana Torres' }).click()
  const passing = office.getByRole('dialog', { name: "Pass Ana Torres's application" })
  await passing.getByLabel('SIM card').selectOption({ index: 1 })
  await passing.getByRole('button', { name: 'Pass and allocate' }).click()
  await expectNotice(office, 'Application passed')
  await expect(row).toContainText('Passed')
  await photograph(office, 'sim-applications-en')
  await office.close()

  await page.reload()
  await expect(
    page
      .getByTestId('sim-applications')
      .getByRole('row')
      .filter({ hasText: 'My card was stolen on the metro' }),
  ).toContainText('Passed')
  // She is told in her messages which card she was given.
  await page
    .getByRole('region', { name: 'Message bar' })
    .getByRole('button', { name: /Show messages/ })
    .click()
  await expect(page.locator('#message-panel')).toContainText('Your SIM card application was approved: SIM')
  await chooseLanguage(page, 'Español')
  await expect(page.getByTestId('sim-applications')).toContainText('Aprobada')
  // The open panel stays open across the reload, its words now in Spanish.
  await expect(page.locator('#message-panel')).toContainText('Su solicitud de tarjeta SIM fue aprobada')
  await photograph(page, 'sim-applications-es')
})

test('a collector asks for her card’s WhatsApp code, the office manager enters it, and it reaches her in a message', async ({
  page,
  browser,
}) => {
  await signedInAs(page, 'collector')
  await page.goto('/simcard/application')
  const mine = page.getByRole('region', { name: 'My SIM card' })
  await mine.getByRole('button', { name: 'Request a WhatsApp code' }).click()
  await expectNotice(page, 'Code requested')
  await expect(mine.getByTestId('my-code-request').first()).toContainText('Pending')

  const office = await browser.newPage()
  await signedInAs(office, 'officemanager')
  await office.goto('/simcard/waotpapplication')
  const row = office
    .getByTestId('otp-applications')
    .getByRole('row')
    .filter({ hasText: 'Chinedu Okafor' })
    .first()
  await expect(row).toContainText('Pending')
  await row.getByRole('button', { name: 'Send code Chinedu Okafor' }).click()
  const sending = office.getByRole('dialog', { name: /Send the code of SIM/ })
  await sending.getByRole('button', { name: 'Send code' }).click()
  await expect(sending.getByText('OTP cannot be empty')).toBeVisible()
  await sending.getByLabel('OTP').fill('482913')
  await sending.getByLabel('WhatsApp asked a verification question').check()
  await sending.getByRole('button', { name: 'Send code' }).click()
  await expect(sending.getByText('verification answer cannot be empty')).toBeVisible()
  await sending.getByLabel('Verification answer').fill('Lagos')
  await sending.getByRole('button', { name: 'Send code' }).click()
  await expectNotice(office, 'Code sent to Chinedu Okafor')
  await expect(row).toContainText('Code sent')
  await photograph(office, 'sim-whatsapp-codes-en')
  await office.close()

  await page.reload()
  const bar = page.getByRole('region', { name: 'Message bar' })
  await bar.getByRole('button', { name: /Show messages/ }).click()
  await expect(page.locator('#message-panel')).toContainText('482913 · Lagos')
  await expect(
    page.getByRole('region', { name: 'My SIM card' }).getByTestId('my-code-request').first(),
  ).toContainText('Code sent')
})

test('in Spanish, a code asked for in Mexico City reaches Ana, and the office manager reads every step in Spanish', async ({
  page,
  browser,
}) => {
  await signedInAs(page, 'collector.mx')
  await chooseLanguage(page, 'Español')
  await page.goto('/simcard/application')
  const mine = page.getByRole('region', { name: 'Mi tarjeta SIM' })
  await mine.getByRole('button', { name: 'Solicitar un código de WhatsApp' }).click()
  await expectNotice(page, 'Código solicitado: le llegará en un mensaje')
  await expect(mine.getByTestId('my-code-request').first()).toContainText('Pendiente')

  const office = await browser.newPage()
  await signedInAs(office, 'officemanager')
  await chooseLanguage(office, 'Español')
  await office.goto('/simcard/waotpapplication')
  const row = office
    .getByTestId('otp-applications')
    .getByRole('row')
    .filter({ hasText: 'Ana Torres' })
    .first()
  await expect(row).toContainText('Pendiente')
  await row.getByRole('button', { name: 'Enviar código Ana Torres' }).click()
  const sending = office.getByRole('dialog', { name: /Enviar el código de la SIM/ })
  await sending.getByRole('button', { name: 'Enviar código' }).click()
  await expect(sending.getByText('El OTP no puede estar vacío')).toBeVisible()
  await sending.getByLabel('OTP').fill('730215')
  await sending.getByRole('button', { name: 'Enviar código' }).click()
  await expectNotice(office, 'Código enviado a Ana Torres')
  await expect(row).toContainText('Código enviado')
  await photograph(office, 'sim-whatsapp-codes-es')
  await office.close()

  await page.reload()
  const bar = page.getByRole('region', { name: 'Barra de mensajes' })
  await bar.getByRole('button', { name: /Mostrar mensajes/ }).click()
  await expect(page.locator('#message-panel')).toContainText('730215')
  await expect(mine.getByTestId('my-code-request').first()).toContainText('Código enviado')
  await photograph(page, 'sim-my-card-es')
})

test('a collector holding a card saves a call and a WhatsApp message on one of her cases, and the office manager sees both under the card', async ({
  page,
  browser,
}) => {
  // Chinedu Okafor holds a card since the seed (a week ago): what she saves is kept with that card.
  // A case no other spec wrote on: the card's list shows this spec's call and message only.
  const [caseId] = await takeOpenCases('collector', 1, 0, { untouched: true })
  await signedInAs(page, 'collector')
  await page.goto(`/cases/all/details/${caseId}`)
  const records = page.getByRole('table', { name: 'Collection records' })
  const note = `Called from the office SIM (${Date.now()})`
  await page.getByLabel('Dialling time (Lagos time)').fill(wallClockInput('Africa/Lagos', -1))
  await page.getByLabel('Connection status').selectOption({ label: 'Not connected' })
  await page.getByLabel('Date item').selectOption({ label: 'No date agreed' })
  await page.getByLabel('Record', { exact: true }).fill(note)
  await page.getByRole('button', { name: 'Save record' }).click()
  await expect(records.getByRole('row').filter({ hasText: note })).toBeVisible()
  // Then a WhatsApp message: it has no connection or hang-up time, and says what it was.
  const written = `Wrote on WhatsApp (${Date.now()})`
  await page.getByLabel('Contacted by').selectOption({ label: 'WhatsApp message' })
  await expect(page.getByLabel('Connection time (Lagos time)')).toHaveCount(0)
  await expect(page.getByLabel('Time sent (Lagos time)')).toBeVisible()
  await page.getByLabel('Connection status').selectOption({ label: 'Connected' })
  await page.getByLabel('Date item').selectOption({ label: 'No date agreed' })
  await page.getByLabel('Record', { exact: true }).fill(written)
  await page.getByRole('button', { name: 'Save record' }).click()
  await expect(records.getByRole('row').filter({ hasText: written })).toContainText(
    'WhatsApp message · Connected',
  )
  await everyChangeSent(page)
  const { row: saved } = await caseOnServer(page, caseId!)

  const office = await browser.newPage()
  await signedInAs(office, 'officemanager')
  await office.goto('/simcard/collectionrecords')
  await expect(office.getByRole('heading', { name: 'SIM collection records' })).toBeVisible()
  // The filters are asked by their form: the column chooser names the same columns.
  const filters = office.getByTestId('sim-collection-records-filters')
  await filters.getByLabel('Member').selectOption({ label: 'Chinedu Okafor' })
  const table = office.getByTestId('sim-collection-records-table')
  const shown = table.getByRole('row').filter({ hasText: saved.caseNo })
  const call = shown.filter({ hasText: 'Not connected' })
  const message = shown.filter({ hasText: 'WhatsApp message' })
  await expect(call).toContainText('Chinedu Okafor')
  await expect(call).toContainText('Call')
  await expect(message).toContainText('Connected')
  // The card found by the last digits read off it, then the messages alone.
  const cardNumber = (await call.getByRole('cell').first().textContent())!.trim()
  await filters.getByLabel('Card number').fill(cardNumber.slice(-6))
  await filters.getByLabel('Card number').press('Enter')
  await expect(call).toBeVisible()
  await filters.getByLabel('Contacted by').selectOption({ label: 'WhatsApp message' })
  await expect(message).toBeVisible()
  await expect(call).toHaveCount(0)
  await expect(office.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  await photograph(office, 'sim-collection-records-en')

  await chooseLanguage(office, 'Español')
  await filters.getByLabel('Medio de contacto').selectOption({ label: 'Cualquiera' })
  const filas = table.getByRole('row').filter({ hasText: saved.caseNo })
  await expect(filas.filter({ hasText: 'Llamada' })).toContainText('No conectado')
  await expect(filas.filter({ hasText: 'Mensaje de WhatsApp' })).toContainText('Conectado')
  await expect(office.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled()
  await photograph(office, 'sim-collection-records-es')
  await office.close()
})
