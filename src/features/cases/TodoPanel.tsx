import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { addTodo, type Todo } from '../../../contract/cases.ts'
import type { DraftKey } from '../../../db/drafts.ts'
import { formatDateTime, fromZonedInputValue } from '../../i18n/format.ts'
import { zoneName } from '../../i18n/zoneNames.ts'
import { Button } from '../../ui/Button.tsx'
import { DatePicker } from '../../ui/DatePicker.tsx'
import { DraftNotice } from '../../ui/DraftNotice.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { caseActionTexts } from './caseActions.ts'
import { isPendingRow } from './caseWriteEffects.ts'
import { PendingBadge } from './PendingBadge.tsx'
import type { PendingWrite } from './useCasePending.ts'
import type { WriteResult } from './useCaseWrites.ts'

interface TodoPanelProps {
  caseId: number
  todos: Todo[]
  timeZone: string
  writable: boolean
  /** Why adding or ticking a to-do cannot be used now (useActionOffer): its buttons are disabled, saying why. */
  disabledReason?: string | undefined
  /** Queue the write (useCaseWrites); they fail only when the browser cannot keep it. */
  onAdd: (text: string, dueAt: string) => Promise<WriteResult<unknown>>
  onSetDone: (todoId: number, done: boolean) => Promise<WriteResult<unknown>>
  /** Where the write of a to-do not on the server yet stands. */
  pendingOf?: (todoId: number) => PendingWrite | undefined
  /** Where the to-do being typed is kept until added or discarded (db/drafts.ts): per user and case. */
  draftKey?: DraftKey | undefined
}

/** A to-do as typed: its due time on the user's wall clock. */
const blankTodo = { text: '', dueAt: '' }

/** The case's to-dos: add one due at a time on the user's clock, complete it, reopen it. */
export function TodoPanel({
  caseId,
  todos,
  timeZone,
  writable,
  disabledReason,
  onAdd,
  onSetDone,
  pendingOf = () => undefined,
  draftKey,
}: TodoPanelProps) {
  const { t, i18n } = useLingui()
  const zone = zoneName(timeZone)
  const form = useContractForm(addTodo.input, {
    initial: blankTodo,
    // One id per to-do as typed: sending it again after a lost answer is the same write, applied once.
    toInput: ({ text, dueAt }, clientMutationId) => ({
      caseId,
      clientMutationId,
      text,
      dueAt: fromZonedInputValue(dueAt, timeZone) || undefined,
    }),
    blankKey: 'required',
    ...(draftKey === undefined ? {} : { draft: { key: draftKey } }),
  })
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = form.submit()
    if (!checked.ok) return
    setBusy(true)
    const result = await onAdd(checked.data.text, checked.data.dueAt)
    setBusy(false)
    // Queued is done; the server's refusals (the case closed meanwhile) come later, in the sync panel.
    if (result.ok) form.reset()
    else form.showServerErrors(result.error)
  }
  const toggle = async (todo: Todo) => {
    setBusy(true)
    const result = await onSetDone(todo.id, todo.doneAt === null)
    setBusy(false)
    if (!result.ok) form.showServerErrors(result.error)
  }

  return (
    <div className="flex flex-col gap-4">
      {todos.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{t`No to-dos on this case.`}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t`To-do list`}>
          {todos.map((todo) => (
            <li key={todo.id} className="flex items-center gap-3 py-2 text-sm">
              <span className={`flex-1 ${todo.doneAt ? 'text-slate-400 line-through' : 'text-slate-900'}`}>
                {todo.text}
              </span>
              {!todo.doneAt && Date.parse(todo.dueAt) < Date.now() && (
                <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800">
                  {t`Overdue`}
                </span>
              )}
              <span className="text-xs text-slate-500">
                {t`Due ${formatDateTime(todo.dueAt, timeZone)}`} · {todo.author}
              </span>
              <PendingBadge write={pendingOf(todo.id)} />
              {writable && (
                <Button
                  variant="ghost"
                  className="py-1"
                  disabled={busy || disabledReason !== undefined || isPendingRow(todo)}
                  title={
                    disabledReason ??
                    (isPendingRow(todo) ? t`This to-do can be ticked once it has been sent` : undefined)
                  }
                  onClick={() => void toggle(todo)}
                >
                  {i18n._(caseActionTexts[todo.doneAt ? 'reopenTodo' : 'completeTodo'].label)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {writable && (
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-x-4 md:grid-cols-[1fr_16rem_auto]">
          <TextField label={t`New to-do`} {...form.field('text')} showCount />
          <DatePicker mode="datetime" label={t`Due (${zone})`} timeZone={timeZone} {...form.field('dueAt')} />
          <Button
            type="submit"
            disabled={busy || disabledReason !== undefined}
            title={disabledReason}
            className="mt-6 self-start"
          >
            {i18n._(caseActionTexts.addTodo.label)}
          </Button>
          <div className="flex flex-col gap-2 md:col-span-3">
            <DraftNotice draft={form.draft} />
            <FormAlert message={form.alert} />
          </div>
        </form>
      )}
    </div>
  )
}
