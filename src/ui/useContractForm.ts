import { useCallback, useRef, useState } from 'react'
import type { z } from 'zod'
import { listLineOf } from '../../contract/validation.ts'
import type { ValidationKey } from '../../contract/validationTexts.ts'
import type { DraftKey } from '../../db/drafts.ts'
import { fieldIssuesOf } from '../api/fieldIssues.ts'
import { checkForm, type FormResult, validationMessage } from '../i18n/validationMessages.ts'
import { type DraftStatus, sameValues, useKeptDraft } from './useKeptDraft.ts'

function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error
    ? String(error.message)
    : String(error)
}

/** The draft's field a problem shows under: a list's line ('cardNumbers.0') under the list, one text a line. */
export function formFieldOf(fields: ReadonlySet<string>, field: string): string {
  if (fields.has(field)) return field
  const line = listLineOf(field)
  return line && fields.has(line.list) ? line.list : field
}

/** A form as typed: texts, and the odd checkbox. */
export type Draft<D> = Record<keyof D, string | boolean>

type TextFieldOf<D extends Draft<D>> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string

export interface ContractFormOptions<D extends Draft<D>> {
  /** The empty form; reset returns to it. */
  initial: D
  /**
   * The draft as the call's schema takes it (wall-clock times as instants, empty choices left out);
   * `draftId` is the write's client id.
   */
  toInput?: (draft: D, draftId: string) => unknown
  /** What an empty field says where the spec words it apart from the schema ('please complete the content'). */
  blankKey?: ValidationKey
  /** The server names a field by its path in the call ('record.recordText'); the part the draft leaves out. */
  serverPrefix?: string
  /** Rules only this screen knows, beside the contract's (a day its picker does not offer); theirs come first. */
  check?: (draft: D) => Partial<Record<keyof D & string, string>>
  /**
   * Keeps what is typed in the browser under this key (db/drafts.ts `draftKey`: per user, form and
   * subject) until the form is saved (reset) or the draft discarded, and brings it back when the form
   * opens again: after another section, another case, a reload, offline.
   */
  draft?: { key: DraftKey }
  /** A new form as of now (a call dialled now): reset and discard start from it rather than `initial`. */
  fresh?: () => D
}

/** What a TextField or SelectField needs of one field; its maximum comes from the contract. */
export interface FieldProps {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error: string | undefined
  maxLength?: number
}

// A field's own schema under the wrappers that do not change what it accepts as text.
function innerSchema(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType }
  if (def.innerType) return innerSchema(def.innerType)
  if (def.type === 'pipe' && def.in) return innerSchema(def.in)
  return schema
}

/** The longest text the call's schema takes in a field, so a counter cannot drift from the contract. */
export function maxLengthOf(schema: z.ZodType, field: string): number | undefined {
  const shape = (innerSchema(schema) as { shape?: Record<string, z.core.$ZodType> }).shape
  const fieldSchema = shape?.[field]
  if (!fieldSchema) return undefined
  const max = (innerSchema(fieldSchema) as { maxLength?: number | null }).maxLength
  return typeof max === 'number' ? max : undefined
}

/**
 * The one form state: a draft checked by the call's own contract schema. A field shows its error once
 * left (blur) or once the form is submitted; its own check's refusals at Save stand until the draft
 * changes, the server's field errors until their field is edited. `draftId` changes with every edit, so a write resent with the same draft carries
 * the same client id and is applied once, and an edited draft is another write.
 */
export function useContractForm<S extends z.ZodType, D extends Draft<D>>(
  schema: S,
  {
    initial,
    toInput = (draft) => draft,
    blankKey,
    serverPrefix = '',
    check,
    draft,
    fresh,
  }: ContractFormOptions<D>,
) {
  const [values, setValues] = useState(initial)
  // What the form started from (or was reset to): a draft is what differs from it.
  const [start, setStart] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  // The last refusal of each field, its own check's at Save or the server's: shown until the field is
  // edited. Its own check's stands for the draft it judged (refusedDraft): once another field changes,
  // the field shows what its check says now (two fields ruled together are mended by editing either).
  const [refusals, setRefusals] = useState<Record<string, string>>({})
  const [refusedDraft, setRefusedDraft] = useState<D | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  // A draft has the same fields all its life; read once so the callbacks below stay the same.
  const draftFields = useRef<ReadonlySet<string>>(new Set(Object.keys(initial)))
  const [draftId, setDraftId] = useState(() => crypto.randomUUID())

  const checked = checkForm(schema, toInput(values, draftId))
  const contractErrors: Record<string, string> = {}
  if (!checked.ok)
    for (const [field, message] of Object.entries(checked.errors))
      contractErrors[formFieldOf(draftFields.current, field)] ??= message
  const screenErrors: Partial<Record<string, string>> = check?.(values) ?? {}
  // An empty field is worded as the form asks (blankKey), any other problem as the contract says.
  const worded = (field: string, found: string | undefined) =>
    found && blankKey && values[field as keyof D] === '' ? validationMessage(blankKey) : found
  const errorOf = (field: string): string | undefined =>
    worded(field, contractErrors[field] ?? screenErrors[field])
  const errors: Partial<Record<keyof D & string, string>> = {}
  for (const field of Object.keys(values) as Array<keyof D & string>) {
    const standing = refusedDraft === null || refusedDraft === values ? refusals[field] : undefined
    const shown = standing ?? (touched.has(field) ? errorOf(field) : undefined)
    if (shown) errors[field] = shown
  }

  const set = useCallback(
    <K extends keyof D & string>(field: K) =>
      (value: D[K]) => {
        setValues((current) => ({ ...current, [field]: value }))
        setRefusals(({ [field]: _edited, ...others }) => others)
        setDraftId(crypto.randomUUID())
      },
    [],
  )
  const kept = useKeptDraft(draft?.key, values, start, setValues)
  const { drop } = kept

  /** Back to the empty form (or `next`), nothing touched, a new draft id, no draft kept. */
  const reset = useCallback(
    (next?: D) => {
      const blank = next ?? fresh?.() ?? initial
      setValues(blank)
      setStart(blank)
      setTouched(new Set())
      setRefusals({})
      setRefusedDraft(null)
      setAlert(null)
      setDraftId(crypto.randomUUID())
      drop()
    },
    [initial, fresh, drop],
  )
  const draftStatus: DraftStatus | undefined = draft && {
    kept: kept.kept,
    restoredFrom: kept.restoredFrom,
    discard: () => reset(fresh ? undefined : start),
  }

  const touch = (field: keyof D & string) => setTouched((current) => new Set(current).add(field))

  return {
    values,
    errors,
    /** The server's refusal that belongs to no field of this draft: the form shows it as its alert. */
    alert,
    /** Something was typed since the form opened or was reset: closing it would lose it. */
    changed: !sameValues(values, start),
    draftId,
    /** Where the kept draft stands (with the `draft` option): the form says so and offers to discard it. */
    draft: draftStatus,
    set,
    /** The props of a text or choice field: value, change, blur, error, and the contract's maximum. */
    field(name: TextFieldOf<D>): FieldProps {
      const maxLength = maxLengthOf(schema, name)
      return {
        value: values[name] as string,
        onChange: set(name) as (value: string) => void,
        onBlur: () => touch(name),
        error: errors[name],
        ...(maxLength === undefined ? {} : { maxLength }),
      }
    },
    /** Shows this one field's error now (a form with a button for one field) and says it. */
    checkField(name: keyof D & string): string | undefined {
      touch(name)
      return errorOf(name)
    },
    /** Every field shows its error; the checked input when there is none. */
    submit(): FormResult<z.output<S>> {
      setTouched(new Set(Object.keys(values)))
      // Checked again rather than reused: the schema may compare with the clock ('not in the future').
      const result = checkForm(schema, toInput(values, draftId))
      // What refused this Save stays said as it was, under its field until the draft changes, even
      // if the check passes a moment later (the clock moved on); a refusal on a field the draft does
      // not show (a record's madeAt) becomes the form's alert, as the server's does. Otherwise Save
      // could do nothing and say nothing.
      const refused: Record<string, string> = {}
      let unshown: string | null = null
      if (!result.ok)
        for (const [field, message] of Object.entries(result.errors)) {
          const shownAt = formFieldOf(draftFields.current, field)
          if (draftFields.current.has(shownAt)) refused[shownAt] ??= worded(shownAt, message)!
          else unshown ??= message
        }
      setRefusals(refused)
      setRefusedDraft(values)
      setAlert(unshown)
      const screens = Object.entries(check?.(values) ?? {}).filter(([, error]) => error)
      return result.ok && screens.length > 0
        ? { ok: false, errors: Object.fromEntries(screens) as Record<string, string> }
        : result
    },
    /**
     * The one way a form takes the server's refusal: a 'request.invalid' answer's field errors land
     * under the fields of this draft, in the user's language; a refusal naming no field of the draft
     * (a wrong password, a field the draft does not show) becomes the form's alert.
     */
    showServerErrors: useCallback(
      (error: unknown) => {
        const byField: Record<string, string> = {}
        for (const issue of fieldIssuesOf(error)) {
          if (!issue.field.startsWith(serverPrefix)) continue
          const field = formFieldOf(draftFields.current, issue.field.slice(serverPrefix.length))
          if (!draftFields.current.has(field)) continue
          byField[field] ??= issue.key ? validationMessage(issue.key) : issue.message
        }
        setRefusals(byField)
        setRefusedDraft(null)
        setAlert(Object.keys(byField).length > 0 ? null : messageOf(error))
      },
      [serverPrefix],
    ),
    reset,
  }
}
