import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { newCollectionRecord } from '../../../contract/cases.ts'
import { setCheckingClock } from '../../../contract/checkingClock.ts'
import { ApiError } from '../../api/apiError.ts'
import { learnServerClock, serverNow } from '../../api/serverClock.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { Toaster } from '../../ui/toast.tsx'
import { CollectionRecordForm } from './CollectionRecordForm.tsx'
import type { NewCollectionRecord, WriteResult } from './useCaseWrites.ts'
import type { WriteNotices } from './useFollowedWrites.ts'

// The user's wall clock reads 13:00 on 24 November 2026 in Lagos; only Date is faked, timers run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  localStorage.clear()
  setCheckingClock(serverNow)
  i18n.loadAndActivate({ locale: 'en', messages: english })
})

/** The record queued: the server takes it (`taken`), or it is only kept on this computer (`kept`). */
const queued = (said: keyof WriteNotices = 'taken') =>
  vi.fn(async (_record: NewCollectionRecord, notices: WriteNotices) => {
    notices[said]()
    return { ok: true as const, value: null }
  })

function renderForm(onSave = queued()) {
  render(
    <I18nProvider i18n={i18n}>
      <Toaster />
      <CollectionRecordForm
        named={{ caseNo: 'C000001', name: 'Ada' }}
        timeZone="Africa/Lagos"
        onSave={onSave}
      />
    </I18nProvider>,
  )
  return onSave
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } })
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save record' })))
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)
// Toasts outlive a test by a few seconds, so a notice is looked for among those showing.
const notices = () => screen.queryAllByRole('status').map((notice) => notice.textContent)

describe('the new collection record form', () => {
  it('a new record is dialled now on the user’s clock, and the time can be changed', () => {
    renderForm()
    expect(field(/^Dialling time/).value).toBe('2026-11-24 13:00:00')
    type(/^Dialling time/, '2026-11-24T12:40')
    expect(field(/^Dialling time/).value).toBe('2026-11-24T12:40')
  })

  it("an empty record names the spec's three missing fields and sends nothing", async () => {
    const onSave = renderForm()
    type(/^Dialling time/, '')
    await save()
    expect(alerts()).toEqual([
      'dialling time cannot be empty',
      'select the connection status',
      'date item cannot be empty',
    ])
    expect(onSave).not.toHaveBeenCalled()
  })

  it('a WhatsApp message asks no connection or hang-up time and offers only what a message comes to', async () => {
    const onSave = renderForm()
    type(/^Contacted by/, 'whatsapp')
    expect(screen.queryByLabelText(/^Connection time/)).toBeNull()
    expect(screen.queryByLabelText(/^Hang-up time/)).toBeNull()
    expect(field(/^Time sent/).value).toBe('2026-11-24 13:00:00')
    const statuses = [...(field(/^Connection status/) as unknown as HTMLSelectElement).options].map(
      (option) => option.textContent,
    )
    expect(statuses).toEqual(['Select…', 'Connected', 'Not connected', 'Wrong number'])
    type(/^Connection status/, 'connected')
    type(/^Date item/, 'none')
    await save()
    expect(alerts()).toEqual([])
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'whatsapp', connectionStatus: 'connected' }),
      expect.anything(),
    )
    expect(
      (onSave.mock.calls[0] as unknown as [{ connectionTime?: string }])[0].connectionTime,
    ).toBeUndefined()
  })

  it('a connected call needs its connection and hang-up times; an agreed date needs its time', async () => {
    renderForm()
    type(/^Dialling time/, '2026-11-24T09:30')
    type(/^Connection status/, 'connected')
    type(/^Date item/, 'promiseToPay')
    await save()
    expect(alerts()).toEqual([
      'date time cannot be empty',
      'connection time cannot be empty',
      'hang-up time cannot be empty',
    ])
    type(/^Connection time/, '2026-11-24T09:31')
    type(/^Hang-up time/, '2026-11-24T09:30')
    type(/^Date time/, '2026-11-25T12:00')
    await save()
    expect(alerts()).toEqual(['hang-up time cannot be before the connection time'])
  })

  it('a dangerous customer needs a reason; the record text counts up to its maximum', async () => {
    renderForm()
    type(/^Dialling time/, '2026-11-24T09:30')
    type(/^Connection status/, 'busy')
    type(/^Date item/, 'none')
    fireEvent.click(screen.getByLabelText('Dangerous customer'))
    type(/^Record$/, 'Said he would pay on Friday')
    expect(screen.getAllByTestId('field-count').map((count) => count.textContent)).toEqual([
      '0 / 200',
      '27 / 500',
    ])
    expect(field(/^Record$/).maxLength).toBe(500)
    await save()
    expect(alerts()).toEqual(['dangerous customer reason cannot be empty'])
  })

  it("sends the times typed on the user's clock as instants of the user's time zone", async () => {
    const onSave = renderForm()
    type(/^Dialling time/, '2026-11-24T09:30')
    type(/^Connection status/, 'connected')
    type(/^Contact$/, 'family')
    type(/^Contact number/, '08031234567')
    type(/^Date item/, 'none')
    type(/^Connection time/, '2026-11-24T09:31')
    type(/^Hang-up time/, '2026-11-24T09:36')
    type(/^Record$/, '  Sister will remind him  ')
    vi.setSystemTime(new Date('2026-11-24T12:05:00Z'))
    await save()
    expect(alerts()).toEqual([])
    expect(onSave).toHaveBeenCalledTimes(1)
    const [record] = onSave.mock.calls[0] as unknown as [Record<string, unknown>]
    expect(record).toMatchObject({
      diallingTime: '2026-11-24T08:30:00.000Z',
      connectionStatus: 'connected',
      contact: 'family',
      contactNumber: '08031234567',
      dateItem: 'none',
      connectionTime: '2026-11-24T08:31:00.000Z',
      hangUpTime: '2026-11-24T08:36:00.000Z',
      dangerous: false,
      recordText: 'Sister will remind him',
    })
    // Taken: the form is empty again, dialled now for the next call, and says the record was saved.
    expect(field(/^Dialling time/).value).toBe('2026-11-24 13:05:00')
    expect(field(/^Record$/).value).toBe('')
    expect(notices()).toContain('Collection record saved')
  })

  it.each([
    [
      'en',
      'Save record',
      'Collection record kept on this computer: it will be sent when the connection returns.',
    ],
    [
      'es',
      'Guardar registro',
      'Registro de cobranza conservado en este equipo, aún sin enviar: se enviará cuando vuelva la conexión.',
    ],
  ])(
    'a record only kept on this computer says so, and that it will be sent (%s)',
    async (locale, button, kept) => {
      i18n.loadAndActivate({ locale, messages: locale === 'es' ? spanish : english })
      // Told only that it is kept (useCaseWrites says "taken" only once the server took it).
      const onSave = renderForm(queued('kept'))
      type(/^(Connection status|Estado de conexión)/, 'notConnected')
      type(/^(Date item|Tipo de compromiso)/, 'none')
      type(/^(Record|Registro)$/, 'Left a message with his wife')
      await act(async () => fireEvent.click(screen.getByRole('button', { name: button })))
      expect(onSave).toHaveBeenCalledTimes(1)
      expect(field(/^(Record|Registro)$/).value).toBe('')
      expect(notices()).toContain(kept)
    },
  )

  it("names every problem of the tester's record in one submit, and sends nothing", async () => {
    const onSave = renderForm()
    type(/^Dialling time/, '2026-11-26T13:00')
    type(/^Connection status/, 'connected')
    type(/^Contact number/, 'abc')
    type(/^Date item/, 'promiseToPay')
    type(/^Date time/, '2026-11-23T13:00')
    type(/^Connection time/, '2026-11-26T12:00')
    type(/^Hang-up time/, '2026-11-26T12:05')
    fireEvent.click(screen.getByLabelText('Dangerous customer'))
    await save()
    expect(alerts()).toEqual([
      'dialling time cannot be in the future',
      'enter the correct number',
      'date time cannot be in the past',
      'connection time cannot be before the dialling time',
      'dangerous customer reason cannot be empty',
    ])
    expect(onSave).not.toHaveBeenCalled()
  })

  it('a date time, a dialling time and a number that can be true pass', async () => {
    const onSave = renderForm()
    // Two minutes ahead of this clock: within the margin allowed for a browser whose clock runs fast.
    type(/^Dialling time/, '2026-11-24T13:02')
    type(/^Connection status/, 'connected')
    type(/^Contact number/, '+234 803-123 4567')
    type(/^Date item/, 'callBack')
    type(/^Date time/, '2026-11-24T15:00')
    type(/^Connection time/, '2026-11-24T13:02')
    type(/^Hang-up time/, '2026-11-24T13:04')
    await save()
    expect(alerts()).toEqual([])
    expect(onSave).toHaveBeenCalledTimes(1)
  })

  it('speaks Spanish when the user does', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderForm()
    type(/^Hora de marcación/, '')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar registro' })))
    expect(alerts()).toEqual([
      'La hora de marcación no puede estar vacía',
      'Seleccione el estado de conexión',
      'El tipo de compromiso no puede estar vacío',
    ])
  })

  it('sends when the record was made, and the same time and id again when a lost answer makes the user save again', async () => {
    const lost = {
      ok: false as const,
      error: new ApiError({ type: 'offline', code: 'offline', message: 'No connection' }),
    }
    const onSave = vi.fn(async (): Promise<WriteResult<unknown>> => lost)
    renderForm(onSave as never)
    type(/^Dialling time/, '2026-11-24T12:50')
    type(/^Connection status/, 'busy')
    type(/^Date item/, 'none')
    await save()
    vi.setSystemTime(new Date('2026-11-24T12:03:00Z'))
    await save()
    const [first, second] = onSave.mock.calls as unknown as [Record<string, unknown>, string][]
    expect(first![0].madeAt).toBe('2026-11-24T12:00:00.000Z')
    expect(second![0]).toEqual(first![0])
  })

  it('tells a Spanish user the record was saved, and names the problems in Spanish', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderForm()
    const saveInSpanish = () =>
      act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar registro' })))
    type(/^Hora de marcación/, '2026-11-26T13:00')
    type(/^Estado de conexión/, 'busy')
    type(/^Número de contacto/, '12345')
    type(/^Tipo de compromiso/, 'visit')
    type(/^Fecha y hora del compromiso/, '2026-11-24T09:00')
    await saveInSpanish()
    expect(alerts()).toEqual([
      'La hora de marcación no puede estar en el futuro',
      'Ingrese el número correcto',
      'La hora del compromiso no puede estar en el pasado',
    ])
    type(/^Hora de marcación/, '2026-11-24T12:50')
    type(/^Número de contacto/, '0803 123 4567')
    type(/^Fecha y hora del compromiso/, '2026-11-25T09:00')
    await saveInSpanish()
    expect(notices()).toContain('Registro de cobranza guardado')
  })

  it('a PC whose clock is 10 minutes fast dates a record on the server’s clock, and the server takes it', async () => {
    // The server answered at 12:00 while this PC read 12:10; it saves the record a minute later.
    vi.setSystemTime(new Date('2026-11-24T12:10:00Z'))
    const serverAnswer = new Response(null, { headers: { date: 'Tue, 24 Nov 2026 12:00:00 GMT' } })
    learnServerClock(serverAnswer, Date.now(), Date.now())
    vi.setSystemTime(new Date('2026-11-24T12:11:00Z'))
    const onSave = renderForm()
    expect(field(/^Dialling time/).value).toBe('2026-11-24 13:01:00')
    type(/^Connection status/, 'busy')
    type(/^Date item/, 'none')
    await save()
    const [record] = onSave.mock.calls[0] as unknown as [Record<string, unknown>]
    expect(record.madeAt).toBe('2026-11-24T12:01:00.500Z')
    // As the server checks it, on its own clock (12:01 there).
    vi.setSystemTime(new Date('2026-11-24T12:01:00Z'))
    setCheckingClock(() => Date.now())
    expect(newCollectionRecord.safeParse(record).error?.issues).toBeUndefined()
  })
})
