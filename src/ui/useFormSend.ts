import { useRef, useState } from 'react'
import type { FormResult } from '../i18n/validationMessages.ts'

/** What sending needs of a form: the part of `useContractForm`'s answer it drives. */
export interface SendableForm<Input> {
  submit(): FormResult<Input>
  showServerErrors(error: unknown): void
}

/**
 * The one "check, send through the area's write, show the refusal" of every form: the draft is checked
 * by the call's contract, sent once however often it is asked (two presses in one tick come before a
 * disabled button is drawn), and a refusal lands under the fields it names or as the form's alert.
 */
export function useFormSend<Input, Answer>(
  form: SendableForm<Input>,
  send: (input: Input) => Promise<Answer>,
  onDone: (answer: Answer) => void,
) {
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const submit = async () => {
    if (inFlight.current) return
    const checked = form.submit()
    if (!checked.ok) return
    inFlight.current = true
    setSending(true)
    let answer: Answer
    try {
      answer = await send(checked.data)
    } catch (error) {
      form.showServerErrors(error)
      setSending(false)
      return
    } finally {
      inFlight.current = false
    }
    // A step that keeps the form open (a preview before the write) is free to go on.
    setSending(false)
    onDone(answer)
  }
  return { submit, sending }
}
