import { bigint, timestamp } from 'drizzle-orm/pg-core'

/** The column shapes every area's tables share. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const instant = (name: string) => timestamp(name, { withTimezone: true })
/** Amounts in the currency's minor unit. */
export const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)
