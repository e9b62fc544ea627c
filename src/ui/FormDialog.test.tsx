import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../api/apiError.ts'
import { FormDialog } from './FormDialog.tsx'
import { TextField } from './TextField.tsx'
import { useContractForm } from './useContractForm.ts'

afterEach(cleanup)

const renameTeam = z.object({ name: z.string().trim().min(1, 'required').max(40, 'tooLong') })

function RenameTeamDialog(props: {
  send: (input: { name: string }) => Promise<string>
  onClose?: () => void
}) {
  const form = useContractForm(renameTeam, { initial: { name: '' } })
  return (
    <FormDialog
      title="Rename the team"
      form={form}
      send={props.send}
      onDone={vi.fn()}
      onClose={props.onClose ?? vi.fn()}
      submitLabel="Save"
    >
      <TextField label="Team name" {...form.field('name')} />
    </FormDialog>
  )
}

const show = (props: Parameters<typeof RenameTeamDialog>[0]) =>
  render(
    <I18nProvider i18n={i18n}>
      <RenameTeamDialog {...props} />
    </I18nProvider>,
  )

const type = (text: string) => fireEvent.change(field(), { target: { value: text } })
const field = () => screen.getByLabelText('Team name') as HTMLInputElement
/** What a user reads under the field: the text the field names as its description. */
const errorUnder = () => document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent
const disabled = (element: Element) => element.matches(':disabled')
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))

describe('FormDialog', () => {
  it('shows the contract’s error under its field and sends nothing', async () => {
    const send = vi.fn()
    show({ send })
    await save()
    expect(errorUnder()).toBe('This field cannot be empty')
    expect(send).not.toHaveBeenCalled()
  })

  it('puts the server’s field error under the field, and its refusal above the buttons', async () => {
    const invalid = new ApiError({
      type: 'invalid',
      code: 'request.invalid',
      message: 'Team name: this name is taken',
      data: { fields: [{ field: 'name', message: 'this name is taken' }] },
    })
    const send = vi.fn().mockRejectedValueOnce(invalid)
    show({ send })
    type('Lagos S1')
    await save()
    expect(errorUnder()).toBe('this name is taken')
    expect(send).toHaveBeenCalledWith({ name: 'Lagos S1' })

    send.mockRejectedValueOnce(
      new ApiError({ type: 'business', code: 'team.closed', message: 'El equipo ya no existe.' }),
    )
    await save()
    expect(screen.getByRole('alert').textContent).toBe('El equipo ya no existe.')
  })

  it('holds still while sending, and lets the user correct the draft once refused', async () => {
    let refuse: (error: Error) => void = () => {}
    const send = vi.fn(() => new Promise<string>((_, reject) => (refuse = reject)))
    show({ send })
    type('Lagos S1')
    await save()
    expect(disabled(field())).toBe(true)
    expect(disabled(screen.getByRole('button', { name: 'Save' }))).toBe(true)
    expect(disabled(screen.getByRole('button', { name: 'Cancel' }))).toBe(true)
    await act(async () => refuse(new ApiError({ type: 'conflict', code: 'team.taken', message: 'Taken.' })))
    expect(disabled(field())).toBe(false)
    expect(disabled(screen.getByRole('button', { name: 'Save' }))).toBe(false)
  })

  it('sends once however often the button is pressed while the answer is awaited', async () => {
    const send = vi.fn(() => new Promise<string>(() => {}))
    show({ send })
    type('Lagos S1')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }))
      fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('asks before Escape closes it over typed input', () => {
    const onClose = vi.fn()
    show({ send: vi.fn(), onClose })
    type('Lagos S1')
    fireEvent.keyDown(field(), { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes at once when nothing was typed', () => {
    const onClose = vi.fn()
    show({ send: vi.fn(), onClose })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('asks before discarding what was typed, and keeps it when the user goes back', () => {
    const onClose = vi.fn()
    show({ send: vi.fn(), onClose })
    type('Lagos S1')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    const asked = screen.getByRole('dialog', { name: 'Discard your changes?' })
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep editing' }))
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull()
    expect(field().value).toBe('Lagos S1')

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    expect(onClose).toHaveBeenCalled()
  })
})
