import type { DatabaseRefusal } from '../database/databaseErrors.ts'
import { AppError } from '../http/errors.ts'

/**
 * The refusal a caller gets when a unique index turns a write down: the same answer the write's own
 * check gives, naming the field, for the write that passed that check at the same moment as another
 * (two additions of one username on two connections). Keyed by the index's name in the schema.
 */
const refusalsByIndex: Readonly<Record<string, (refusal: DatabaseRefusal) => AppError>> = {
  users_username_key: () => new AppError('staffs.usernameTaken', { data: { field: 'username' } }),
  users_phone_key: () => new AppError('staffs.phoneTaken', { data: { field: 'phone' } }),
  sim_cards_card_number_key: (refusal) => {
    // PostgreSQL's detail: 'Key (card_number)=(8952...) already exists.' A card number is no secret.
    const number = /\)=\((.*)\) already exists/.exec(refusal.detail ?? '')?.[1] ?? ''
    return new AppError('simCard.duplicate', { params: { numbers: number }, data: { duplicates: [number] } })
  },
  blacklist_entries_app_id_card_key: () => new AppError('blacklist.duplicate', { data: { field: 'idCard' } }),
  sim_applications_one_pending: () => new AppError('simApplication.pendingAlready'),
}

/** The field's refusal for a unique violation of a known index; null for any other refusal. */
export function uniqueRefusalOf(refusal: DatabaseRefusal | null): AppError | null {
  if (refusal?.code !== '23505' || !refusal.constraint) return null
  return refusalsByIndex[refusal.constraint]?.(refusal) ?? null
}
