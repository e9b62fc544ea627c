import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { Todo } from '../../../contract/cases.ts'
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
