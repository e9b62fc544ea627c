import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { addTodo, type Todo, todoTextMax } from '../../../contract/cases.ts'
import { formatDateTime, fromZonedInputValue } from '../../i18n/format.ts'
import { checkForm, validationMessage } from '../../i18n/validationMessages.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import type { WriteResult } from './useCaseWrites.ts'

interface TodoPanelProps {
  caseId: number
  todos: Todo[]
  timeZone: string
  writable: boolean
  onAdd: (text: string, dueAt: string, clientMutationId: string) => Promise<WriteResult<unknown>>
  onSetDone: (todoId: number, done: boolean) => Promise<WriteResult<unknown>>
}

/** The case's to-dos: add one due at a time on the user's clock, complete it, reopen it. */
export function TodoPanel({ caseId, todos, timeZone, writable, onAdd, onSetDone }: TodoPanelProps) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [due, setDue] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // One id per to-do as typed: sending it again after a lost answer is the same write, applied once;
  // a changed to-do is another write with its own id.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID())
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value)
    setMutationId(crypto.randomUUID())
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const dueAt = fromZonedInputValue(due, timeZone)
    const checked = checkForm(addTodo.input, { caseId, clientMutationId: mutationId, text, dueAt })
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors }
    if (!due) found.dueAt = validationMessage('required')
    setErrors(found)
    if (!checked.ok) return
    setBusy(true)
    const result = await onAdd(checked.data.text, checked.data.dueAt, mutationId)
    setBusy(false)
    if (result.ok) {
      setText('')
      setDue('')
      setFailure(null)
      setMutationId(crypto.randomUUID())
    } else if (result.error.code !== 'case.closed') setFailure(result.error.message)
  }
  const toggle = async (todo: Todo) => {
    setBusy(true)
    const result = await onSetDone(todo.id, todo.doneAt === null)
    setBusy(false)
    setFailure(result.ok || result.error.code === 'case.closed' ? null : result.error.message)
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
              {writable && (
                <Button variant="ghost" className="py-1" disabled={busy} onClick={() => void toggle(todo)}>
                  {todo.doneAt ? t`Reopen` : t`Complete`}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {writable && (
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-x-4 md:grid-cols-[1fr_16rem_auto]">
          <TextField
            label={t`New to-do`}
            value={text}
            onChange={edit(setText)}
            error={errors.text}
            maxLength={todoTextMax}
            showCount
          />
          <TextField
            label={t`Due (${timeZone})`}
            type="datetime-local"
            value={due}
            onChange={edit(setDue)}
            error={errors.dueAt}
          />
          <Button type="submit" disabled={busy} className="mt-6 self-start">
            {t`Add to-do`}
          </Button>
          <div className="md:col-span-3">
            <FormAlert message={failure} />
          </div>
        </form>
      )}
    </div>
  )
}
