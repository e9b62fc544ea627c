import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { currentUserShape } from './currentUserShape.ts'
import { currentUserSchema } from './session.ts'

const stampOf = (schema: z.ZodType) =>
  createHash('sha256')
    .update(JSON.stringify(z.toJSONSchema(schema)))
    .digest('hex')
    .slice(0, 16)

describe('the stamp of the kept user’s shape', () => {
  it('is the current user schema’s: a changed schema needs a new stamp, so older copies are checked again', () => {
    expect(currentUserShape, 'copy this stamp into contract/currentUserShape.ts').toBe(
      stampOf(currentUserSchema),
    )
  })

  it('changes with any field of the schema, so no change of shape keeps the old stamp', () => {
    expect(stampOf(currentUserSchema.extend({ seat: z.string() }))).not.toBe(stampOf(currentUserSchema))
    expect(stampOf(currentUserSchema.extend({ teamId: z.string().nullable() }))).not.toBe(
      stampOf(currentUserSchema),
    )
  })
})
