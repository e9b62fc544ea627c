import { useCallback, useState } from 'react'
import { ApiError } from '../../api/apiError.ts'
import type { DialogForm } from '../../ui/FormDialog.tsx'
import type { FieldProps } from '../../ui/useContractForm.ts'

/**
 * A business refusal the server pins on one field (a phone or username in use, a leader who leads
 * another team: `data.field`), shown under that field until it is changed, like a contract error.
 */
export function useNamedRefusal(fields: readonly string[]) {
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null)
  /** Takes the refusal when it names one of the fields; false to let the form show it as its alert. */
  const take = useCallback(
    (error: unknown): boolean => {
      const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : undefined
      if (!field || !fields.includes(field)) return false
      setRefusal({ field, message: (error as ApiError).message })
      return true
    },
    [fields],
  )
  const under = (name: string, props: FieldProps): FieldProps => ({
    ...props,
    error: props.error ?? (refusal?.field === name ? refusal.message : undefined),
    onChange: (value: string) => {
      if (refusal?.field === name) setRefusal(null)
      props.onChange(value)
    },
  })
  /** The form as a FormDialog drives it: a new try clears the refusal, and one naming a field shows under it. */
  const over = <Input>(form: DialogForm<Input>): DialogForm<Input> => ({
    alert: form.alert,
    changed: form.changed,
    submit: () => {
      setRefusal(null)
      return form.submit()
    },
    showServerErrors: (error) => {
      if (!take(error)) form.showServerErrors(error)
    },
  })
  return { take, under, over }
}
