import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { addBlacklistEntry, removeBlacklistEntry } from '../../../contract/blacklist.ts'
import type { Database } from '../../database/connect.ts'
import { blacklistEntries } from '../../database/schema/blacklist.ts'
import { apps } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import type { SignedInUser } from '../sessions.ts'
import { selectBlacklistRows, toBlacklistRow } from './blacklistRows.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/** The phone as kept: digits only, so a search by digits finds it however it was typed. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '')

/** Lists a person on an app; an id card already listed on that app is refused naming the id card. */
export function addEntry(db: Database, user: SignedInUser, input: Input<typeof addBlacklistEntry>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'blacklist.add', input },
    async (tx) => {
      const [app] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, input.appId))
      if (!app) throw new AppError('blacklist.appNotFound', { data: { field: 'appId' } })
      const [listed] = await tx
        .select({ id: blacklistEntries.id })
        .from(blacklistEntries)
        .where(and(eq(blacklistEntries.appId, input.appId), eq(blacklistEntries.idCard, input.idCard)))
      if (listed) throw new AppError('blacklist.duplicate', { data: { field: 'idCard' } })
      const [added] = await tx
        .insert(blacklistEntries)
        .values({
          appId: input.appId,
          idCard: input.idCard,
          phone: phoneDigits(input.phone),
          reason: input.reason,
          createdById: user.userId,
        })
        .returning({ id: blacklistEntries.id })
      const [row] = await selectBlacklistRows(tx).where(eq(blacklistEntries.id, added!.id))
      return toBlacklistRow(row!)
    },
  )
}

/** Takes an entry off the blacklist. */
export function removeEntry(db: Database, user: SignedInUser, input: Input<typeof removeBlacklistEntry>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'blacklist.remove', input },
    async (tx) => {
      const removed = await tx
        .delete(blacklistEntries)
        .where(eq(blacklistEntries.id, input.entryId))
        .returning({ id: blacklistEntries.id })
      if (removed.length === 0) throw new AppError('blacklist.notFound')
      return { entryId: input.entryId }
    },
  )
}
