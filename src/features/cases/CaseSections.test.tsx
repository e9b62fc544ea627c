import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { sampleCaseDetail } from '../../../tests/support/caseSamples.ts'
import { CaseSections } from './CaseSections.tsx'
import type { useCaseWrites } from './useCaseWrites.ts'

afterEach(cleanup)

const menuIdList = [menuIds.cases, menuIds.allCases]
const todo = { id: 3, text: 'Call back', dueAt: '2030-01-01T10:00:00.000Z', doneAt: null, author: 'Ada' }

function renderSections(roleId: number, closed = false) {
  const sample = sampleCaseDetail(7, { todos: [todo] })
  const detail = { ...sample, lifecycle: { ...sample.lifecycle, closed } }
  const writes = {
    addRecord: vi.fn(),
    addTodo: vi.fn(),
    setTodoDone: vi.fn(),
    pending: { markWaiting: false, ofRow: () => undefined, closedMeanwhile: false },
  } as unknown as ReturnType<typeof useCaseWrites>
  render(
    <I18nProvider i18n={i18n}>
      <CaseSections
        detail={detail}
        user={{ userId: 7, teamId: null, roleId, menuIdList }}
        timeZone="Africa/Lagos"
        writes={writes}
      />
    </I18nProvider>,
  )
}

const openTodos = () => act(async () => fireEvent.click(screen.getByRole('tab', { name: /To-do list/ })))

describe('the case sections offer only what the user may do', () => {
  it('a collector on an open case gets the record form, the to-do form and the to-do buttons', async () => {
    renderSections(roleIds.collector)
    expect(screen.getByRole('form', { name: 'New collection record' })).toBeTruthy()
    await openTodos()
    expect(screen.getByRole('button', { name: 'Add to-do' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Complete' })).toBeTruthy()
  })

  it('an auditor reads the records and to-dos and is offered no way to change them', async () => {
    renderSections(roleIds.auditor)
    expect(screen.queryByRole('form', { name: 'New collection record' })).toBeNull()
    await openTodos()
    expect(screen.getByText('Call back')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Add to-do|Complete/ })).toBeNull()
  })

  it('a closed case offers a collector nothing to add', async () => {
    renderSections(roleIds.collector, true)
    expect(screen.queryByRole('form', { name: 'New collection record' })).toBeNull()
    await openTodos()
    expect(screen.queryByRole('button', { name: /Add to-do|Complete/ })).toBeNull()
  })
})
