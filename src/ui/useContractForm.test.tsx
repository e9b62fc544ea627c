import { i18n } from '@lingui/core'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../api/apiError.ts'
import { messages as english } from '../locales/en/messages.po'
import { messages as spanish } from '../locales/es/messages.po'
import { formFieldOf, maxLengthOf, useContractForm } from './useContractForm.ts'

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }))

const note = z.object({
  title: z.string().trim().min(1, 'required').max(40, 'tooLong'),
  body: z.string().trim().max(500, 'tooLong').default(''),
  phone: z
    .string()
    .regex(/^\d{7,15}$/, 'phone.format')
    .optional(),
})
const blank = { title: '', body: '', phone: '' }
const asInput = (draft: typeof blank) => ({ ...draft, phone: draft.phone || undefined })

const renderForm = (options: { blankKey?: 'completeTheContent'; serverPrefix?: string } = {}) =>
  renderHook(() => useContractForm(note, { initial: blank, toInput: asInput, ...options }))

describe('useContractForm', () => {
  it('shows a field’s error once the field is left, and every error once submitted', () => {
    const { result } = renderForm()
    act(() => result.current.field('phone').onChange('12'))
    expect(result.current.errors).toEqual({})
    act(() => result.current.field('phone').onBlur())
    expect(result.current.errors).toEqual({ phone: 'enter the correct number' })
    let submitted: ReturnType<typeof result.current.submit> | undefined
    act(() => {
      submitted = result.current.submit()
    })
    expect(submitted?.ok).toBe(false)
    expect(result.current.errors).toEqual({
      title: 'This field cannot be empty',
      phone: 'enter the correct number',
    })
    // A shown error follows the field as it is corrected.
    act(() => result.current.field('phone').onChange('08031234567'))
    expect(result.current.field('phone').error).toBeUndefined()
  })

  it('a check that fails on a field the draft does not show is said as the form’s alert, not dropped', () => {
    const stamped = z.object({
      title: z.string().min(1, 'required'),
      madeAt: z.string().refine((at) => at <= '2026', 'record.madeAtInFuture'),
    })
    const { result } = renderHook(() =>
      useContractForm(stamped, {
        initial: { title: 'Call back' },
        toInput: (d) => ({ ...d, madeAt: '2027' }),
      }),
    )
    let submitted: ReturnType<typeof result.current.submit> | undefined
    act(() => {
      submitted = result.current.submit()
    })
    expect(submitted?.ok).toBe(false)
    expect(result.current.errors).toEqual({})
    expect(result.current.alert).toBe('the time the record was made cannot be in the future')
  })

  it('a field its check refused at Save still says why when the same check passes a moment later', () => {
    // The schema compares with a clock that moves on between the Save and the next render.
    let now = 1_000
    const timed = z.object({ at: z.string().refine((at) => Number(at) <= now, 'record.diallingInFuture') })
    const { result } = renderHook(() => useContractForm(timed, { initial: { at: '1500' } }))
    let submitted: ReturnType<typeof result.current.submit> | undefined
    act(() => {
      submitted = result.current.submit()
      now = 2_000
    })
    expect(submitted?.ok).toBe(false)
    expect(result.current.errors).toEqual({ at: 'dialling time cannot be in the future' })
    act(() => result.current.set('at')('1600'))
    expect(result.current.errors).toEqual({})
  })

  it('a rule over two fields refused at Save is mended by editing either of them', () => {
    const call = z
      .object({ connectedAt: z.string(), hungUpAt: z.string() })
      .refine((times) => times.hungUpAt >= times.connectedAt, {
        path: ['hungUpAt'],
        message: 'record.hangUpBeforeConnection',
      })
    const { result } = renderHook(() =>
      useContractForm(call, { initial: { connectedAt: '10:05', hungUpAt: '10:00' } }),
    )
    act(() => {
      result.current.submit()
    })
    expect(Object.keys(result.current.errors)).toEqual(['hungUpAt'])
    act(() => result.current.set('connectedAt')('09:55'))
    expect(result.current.errors).toEqual({})
    // Made wrong again through the other field, it says so again.
    act(() => result.current.set('connectedAt')('10:10'))
    expect(Object.keys(result.current.errors)).toEqual(['hungUpAt'])
  })

  it('hands back the input the contract parsed once the draft passes', () => {
    const { result } = renderForm()
    act(() => result.current.set('title')('  Call back  '))
    let submitted: ReturnType<typeof result.current.submit> | undefined
    act(() => {
      submitted = result.current.submit()
    })
    expect(submitted).toEqual({ ok: true, data: { title: 'Call back', body: '' } })
  })

  it('words an empty field as the form asks, and any other problem as the contract says', () => {
    const { result } = renderForm({ blankKey: 'completeTheContent' })
    act(() => result.current.field('title').onBlur())
    expect(result.current.errors.title).toBe('please complete the content')
    act(() => result.current.field('title').onChange('x'.repeat(41)))
    expect(result.current.errors.title).toBe('This is too long')
  })

  it('speaks the user’s language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const { result } = renderForm()
    act(() => result.current.field('title').onBlur())
    expect(result.current.errors.title).toBe('Este campo no puede estar vacío')
  })

  it('adds the rules only its screen knows, after the contract’s, and refuses the draft they refuse', () => {
    const { result } = renderHook(() =>
      useContractForm(note, {
        initial: blank,
        toInput: asInput,
        check: (draft) => (draft.title.startsWith('Z') ? { title: 'Not a Z title' } : {}),
      }),
    )
    act(() => result.current.set('title')('Zebra'))
    let submitted: ReturnType<typeof result.current.submit> | undefined
    act(() => {
      submitted = result.current.submit()
    })
    expect(submitted).toEqual({ ok: false, errors: { title: 'Not a Z title' } })
    expect(result.current.errors).toEqual({ title: 'Not a Z title' })
    act(() => result.current.set('title')(`Z${'x'.repeat(40)}`))
    expect(result.current.errors).toEqual({ title: 'This is too long' })
  })

  it('shows the server’s field errors under the draft’s fields until the field is edited', () => {
    const { result } = renderForm({ serverPrefix: 'note.' })
    const refusal = new ApiError({
      type: 'invalid',
      code: 'request.invalid',
      message: 'Title: This is too long',
      data: {
        fields: [
          { field: 'note.title', key: 'tooLong', message: 'Title: This is too long' },
          { field: 'note.body', key: 'someKeyOnlyTheServerKnows', message: 'Said by the server' },
          { field: 'caseId', key: 'invalidValue', message: 'not this form’s field' },
        ],
      },
    })
    act(() => result.current.showServerErrors(refusal))
    expect(result.current.errors).toEqual({ title: 'This is too long', body: 'Said by the server' })
    act(() => result.current.set('title')('Shorter'))
    expect(result.current.errors).toEqual({ body: 'Said by the server' })
    // Other refusals name no field.
    act(() =>
      result.current.showServerErrors(new ApiError({ type: 'business', code: 'case.closed', message: 'x' })),
    )
    expect(result.current.errors).toEqual({})
  })

  it('reset empties the draft and its errors, and each new draft gets a new id', () => {
    const { result } = renderForm()
    const first = result.current.draftId
    act(() => result.current.set('title')('Visit'))
    const edited = result.current.draftId
    expect(edited).not.toBe(first)
    act(() => {
      result.current.submit()
    })
    expect(result.current.draftId).toBe(edited)
    act(() => result.current.field('phone').onBlur())
    act(() => result.current.reset())
    expect(result.current.values).toEqual(blank)
    expect(result.current.errors).toEqual({})
    expect(result.current.draftId).not.toBe(edited)
  })
})

describe('a list typed one line a line', () => {
  const column = z.object({
    numbers: z.array(z.string().trim().min(1, 'sim.cardNumber').max(5, 'tooLong')).min(1, 'sim.cardNumber'),
  })
  const toInput = (draft: { numbers: string }) => ({ numbers: draft.numbers.split('\n') })

  it('shows a line’s problem under the list’s field, its first line first', () => {
    const { result } = renderHook(() => useContractForm(column, { initial: { numbers: '' }, toInput }))
    act(() => {
      result.current.submit()
    })
    expect(result.current.errors).toEqual({ numbers: 'card number cannot be empty' })
    act(() => result.current.set('numbers')('12\n1234567\n'))
    expect(result.current.errors).toEqual({ numbers: 'This is too long' })
  })

  it('takes the server’s problem with one line under the list too', () => {
    const { result } = renderHook(() => useContractForm(column, { initial: { numbers: '12' }, toInput }))
    const refusal = new ApiError({
      type: 'invalid',
      code: 'request.invalid',
      message: 'Card number (line 2): card number cannot be empty',
      data: { fields: [{ field: 'numbers.1', key: 'sim.cardNumber', message: 'x' }] },
    })
    act(() => result.current.showServerErrors(refusal))
    expect(result.current.errors).toEqual({ numbers: 'card number cannot be empty' })
  })

  it('names the draft’s own field first, then the list a line belongs to', () => {
    const fields = new Set(['numbers', 'numbers.1'])
    expect(formFieldOf(fields, 'numbers.1')).toBe('numbers.1')
    expect(formFieldOf(fields, 'numbers.3')).toBe('numbers')
    expect(formFieldOf(fields, 'other.0')).toBe('other.0')
  })
})

describe('the counters read their maximum from the contract', () => {
  it('through trim, default and refinements; a field without a maximum has none', () => {
    const { result } = renderForm()
    expect(result.current.field('title').maxLength).toBe(40)
    expect(result.current.field('body').maxLength).toBe(500)
    expect('maxLength' in result.current.field('phone')).toBe(false)
    expect(
      maxLengthOf(
        note.refine(() => true),
        'body',
      ),
    ).toBe(500)
    expect(maxLengthOf(note, 'nowhere')).toBeUndefined()
  })
})
