import { z } from 'zod'
import { csvFile, endpoint, type FieldLabels } from './endpoint.ts'
import { id, idFromText, looksLikePhoneNumber, text } from './fields.ts'
import { menuIds } from './menus.ts'
import { exportInput, keysetPageAnswer, keysetPageInput, keysetPageLabels } from './paging.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/**
 * The blacklist's calls (spec sections 2, 3 and 5; menu 59): the people an app refuses a loan to, by
 * their id card and phone number, each with the reason and who listed them.
 */

export const blacklistIdCardMax = 40
export const blacklistPhoneMax = 20
export const blacklistReasonMax = 500

/** One entry as the list (59) shows it: the phone masked, as every phone the console lists. */
export const blacklistRowSchema = z.object({
  id: z.number(),
  appId: z.number(),
  appName: z.string(),
  idCard: z.string(),
  phone: z.string(),
  reason: z.string(),
  createdById: z.number(),
  createdByName: z.string(),
  createdAt: z.string(),
})
export type BlacklistRow = z.infer<typeof blacklistRowSchema>

/** An entry as the Add entry form takes it: app name, id card, phone and reason must not be empty (section 5). */
export const blacklistEntryInput = z.object({
  appId: z.number({ message: 'blacklist.app' }).pipe(id),
  idCard: text.trim().min(1, 'blacklist.idCard').max(blacklistIdCardMax, 'tooLong'),
  // Said once: an empty phone has its own problem already.
  phone: text
    .trim()
    .min(1, 'blacklist.phone')
    .max(blacklistPhoneMax, 'tooLong')
    .refine((typed) => typed === '' || looksLikePhoneNumber(typed), 'phone.format'),
  reason: text.trim().min(1, 'blacklist.reason').max(blacklistReasonMax, 'tooLong'),
})
export type BlacklistEntryInput = z.infer<typeof blacklistEntryInput>

export const blacklistEntryLabels = {
  appId: { en: 'App name', es: 'Nombre de la app' },
  idCard: { en: 'ID card', es: 'Cédula de identidad' },
  phone: { en: 'Phone number', es: 'Número de teléfono' },
  reason: { en: 'Reason', es: 'Motivo' },
} as const satisfies FieldLabels

const writeLabels = { clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const

export const blacklistSorts = ['createdAt'] as const
export type BlacklistSort = (typeof blacklistSorts)[number]

export const blacklistFilters = z.object({
  appId: idFromText.optional(),
  /** Part of an id card or a phone number. */
  search: text.trim().max(blacklistIdCardMax, 'tooLong').optional(),
})
export type BlacklistFilters = z.infer<typeof blacklistFilters>

const filterLabels = {
  appId: { en: 'App name', es: 'Nombre de la app' },
  search: { en: 'ID card or phone', es: 'Cédula o teléfono' },
} as const satisfies FieldLabels

export const blacklistList = endpoint({
  method: 'GET',
  path: '/blacklist/list',
  access: menuIds.blacklist,
  encoding: 'form',
  summary:
    'A page of the blacklist, by app and by part of an id card or phone number, newest entry first by default. Phones are masked.',
  input: blacklistFilters.extend(keysetPageInput(blacklistSorts, 'createdAt').shape),
  labels: { ...filterLabels, ...keysetPageLabels },
  answer: keysetPageAnswer(blacklistRowSchema),
})

export const blacklistExport = endpoint({
  method: 'GET',
  path: '/blacklist/export',
  access: menuIds.blacklist,
  encoding: 'form',
  download: 'csv',
  summary:
    "The blacklist of the current filter and sort as a CSV file: headers in the request's language, times on the caller's clock, phones masked.",
  input: blacklistFilters.extend(exportInput(blacklistSorts, 'createdAt').shape),
  labels: { ...filterLabels, sort: keysetPageLabels.sort, order: keysetPageLabels.order },
  answer: csvFile,
})

export const addBlacklistEntry = writeEndpoint({
  method: 'POST',
  path: '/blacklist/add',
  access: menuIds.blacklist,
  encoding: 'json',
  summary:
    'Lists a person on an app: app name, id card, phone number and reason, none empty. An id card listed on that app already is refused naming the id card.',
  input: blacklistEntryInput.extend({ clientMutationId }),
  labels: { ...writeLabels, ...blacklistEntryLabels },
  answer: blacklistRowSchema,
})

export const removeBlacklistEntry = writeEndpoint({
  method: 'POST',
  path: '/blacklist/remove',
  access: menuIds.blacklist,
  encoding: 'json',
  summary: 'Takes an entry off the blacklist.',
  input: z.object({ entryId: id, clientMutationId }),
  labels: { ...writeLabels, entryId: { en: 'Blacklist entry', es: 'Entrada de la lista negra' } },
  answer: z.object({ entryId: z.number() }),
})
