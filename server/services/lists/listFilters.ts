import type { SQL } from 'drizzle-orm'

/**
 * How each filter of a list narrows its rows, one entry per filter field (the type asks for every
 * field, so a filter added to the contract cannot be forgotten here). An entry may answer undefined
 * for a value that narrows nothing, such as "overdue from 0 days".
 */
export type FilterConditions<Filters, Context> = {
  [Field in keyof Filters]-?: (value: Exclude<Filters[Field], undefined>, context: Context) => SQL | undefined
}

/** The conditions of the filters in force; a field left out or empty narrows nothing. */
export function conditionsOf<Filters extends object, Context>(
  conditions: FilterConditions<Filters, Context>,
  filters: Filters,
  context: Context,
): SQL[] {
  const found: SQL[] = []
  for (const field of Object.keys(conditions) as (keyof Filters)[]) {
    const value = filters[field]
    if (value === undefined || value === '') continue
    const condition = conditions[field](value as Exclude<Filters[keyof Filters], undefined>, context)
    if (condition) found.push(condition)
  }
  return found
}
