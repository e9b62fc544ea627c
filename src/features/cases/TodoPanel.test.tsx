import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Todo } from '../../../contract/cases.ts'
import { ApiError } from '../../api/apiError.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { TodoPanel } from './TodoPanel.tsx'

afterEach(cleanup)

const hour = 3_600_000
const todo = (id: number, text: string, dueIn: number, done = false): Todo => ({
  id,
  text,
  dueAt: new Date(Date.now() + dueIn * hour).toISOString(),
  doneAt: done ? new Date().toISOString() : null,
  author: 'Chinedu Okafor',
})

it('marks an open to-do whose due time has passed as overdue, and no other', () => {
  render(
    <I18nProvider i18n={i18n}>
      <TodoPanel
        caseId={1}
        timeZone="Africa/Lagos"
        writable={false}
        todos={[
          todo(1, 'Call back', -2),
          todo(2, 'Send the agreement', 3),
          todo(3, 'Ask for the receipt', -5, true),
        ]}
        onAdd={vi.fn()}
        onSetDone={vi.fn()}
      />
    </I18nProvider>,
  )
  const item = (text: string) => within(screen.getByText(text).closest('li')!)
  expect(item('Call back').queryByText('Overdue')).not.toBeNull()
  expect(item('Send the agreement').queryByText('Overdue')).toBeNull()
  expect(item('Ask for the receipt').queryByText('Overdue')).toBeNull()
})

describe('a refused to-do', () => {
  const refused = (error: ApiError) => vi.fn(async () => ({ ok: false as const, error }))
  const renderWritable = (onAdd: ReturnType<typeof refused>) =>
    render(
      <I18nProvider i18n={i18n}>
        <TodoPanel caseId={1} timeZone="Africa/Lagos" writable todos={[]} onAdd={onAdd} onSetDone={vi.fn()} />
      </I18nProvider>,
    )
  const add = async () => {
    fireEvent.change(screen.getByLabelText(/^New to-do/), { target: { value: 'Call back' } })
    fireEvent.change(screen.getByLabelText(/^Due/), { target: { value: '2099-01-01T10:00' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to-do' })))
  }
  const errorUnder = (label: RegExp) => {
    const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby')
    return describedBy ? document.getElementById(describedBy)?.textContent : undefined
  }
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }))

  it("shows the server's field error under its field, in the user's language, and no alert", async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const onAdd = refused(
      new ApiError({
        type: 'invalid',
        code: 'request.invalid',
        message: 'To-do: This value is not valid',
        data: { fields: [{ field: 'text', message: 'To-do: This value is not valid', key: 'invalidValue' }] },
      }),
    )
    renderWritable(onAdd)
    fireEvent.change(screen.getByLabelText(/^Nueva tarea/), { target: { value: 'Call back' } })
    fireEvent.change(screen.getByLabelText(/^Vence/), { target: { value: '2099-01-01T10:00' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Agregar tarea' })))
    expect(onAdd).toHaveBeenCalledOnce()
    expect(errorUnder(/^Nueva tarea/)).toBe('Este valor no es válido')
    // The field's own message is the only one: no second, one-line alert for the form.
    expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Este valor no es válido',
    ])
  })

  it('shows a refusal that names no field as the form’s alert', async () => {
    renderWritable(
      refused(new ApiError({ type: 'business', code: 'case.notYours', message: 'Not your case' })),
    )
    await add()
    expect(errorUnder(/^New to-do/)).toBeUndefined()
    expect(screen.getByRole('alert').textContent).toBe('Not your case')
  })
})

describe('a to-do not on the server yet', () => {
  const renderPending = () => {
    const onSetDone = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <TodoPanel
          caseId={1}
          timeZone="Africa/Lagos"
          writable
          todos={[todo(-123, 'Call back', 3), todo(4, 'Send the agreement', 3), todo(-456, 'Visit', 5)]}
          onAdd={vi.fn()}
          onSetDone={onSetDone}
          pendingOf={(id) =>
            id === -123
              ? { state: 'waiting' }
              : id === -456
                ? { state: 'refused', reason: 'Case closed already, please refresh this page' }
                : undefined
          }
        />
      </I18nProvider>,
    )
    return onSetDone
  }
  const item = (text: string) => within(screen.getByText(text).closest('li')!)
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }))

  it('says it is waiting to be sent, and cannot be ticked until it is, saying why', () => {
    const onSetDone = renderPending()
    expect(item('Call back').getByText('Waiting to be sent')).toBeTruthy()
    const tick = item('Call back').getByRole('button', { name: 'Complete' }) as HTMLButtonElement
    expect(tick.disabled).toBe(true)
    expect(tick.title).toBe('This to-do can be ticked once it has been sent')
    fireEvent.click(tick)
    expect(onSetDone).not.toHaveBeenCalled()
    // One the server has is ticked as ever, and says nothing of sending.
    expect(item('Send the agreement').queryByText('Waiting to be sent')).toBeNull()
    expect(
      (item('Send the agreement').getByRole('button', { name: 'Complete' }) as HTMLButtonElement).disabled,
    ).toBe(false)
  })

  it('one the server refused points to the sync panel, with its reason', () => {
    renderPending()
    const badge = item('Visit').getByText('Not sent: see the sync panel')
    expect(badge.title).toBe('Case closed already, please refresh this page')
  })

  it('says so in Spanish too', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderPending()
    expect(item('Call back').getByText('Pendiente de envío')).toBeTruthy()
    const tick = item('Call back').getByRole('button', { name: 'Completar' }) as HTMLButtonElement
    expect(tick.title).toBe('Esta tarea podrá marcarse cuando se haya enviado')
  })
})
