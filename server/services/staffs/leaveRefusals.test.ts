import { describe, expect, it } from 'vitest'
import { decideLeaveEvent, requestLeave } from '../../../machines/leaveDecisions.ts'
import { errorMessage } from '../../http/messages.ts'
import { leaveRefusal } from './leaveRefusals.ts'

const member = 7
const leader = 3
const pending = requestLeave(member, ['2026-12-01'])

function refusedText(stored: typeof pending, event: Parameters<typeof decideLeaveEvent>[1]) {
  const decision = decideLeaveEvent(stored, event)
  if (decision.allowed) throw new Error(`${event.type} by ${event.by} is allowed`)
  const code = leaveRefusal(decision, event)
  return { code, en: errorMessage(code, 'en'), es: errorMessage(code, 'es') }
}

describe('a refused leave decision tells the user why, in English and Spanish', () => {
  it('approving your own leave', () => {
    expect(refusedText(pending, { type: 'APPROVE', by: member })).toEqual({
      code: 'staffs.ownLeave',
      en: 'You cannot approve or reject your own leave: your team leader decides it.',
      es: 'No puede aprobar ni rechazar su propio permiso: lo decide su líder de equipo.',
    })
  })

  it('rejecting your own leave', () => {
    expect(refusedText(pending, { type: 'REJECT', by: member }).code).toBe('staffs.ownLeave')
  })

  it("cancelling someone else's request", () => {
    expect(refusedText(pending, { type: 'CANCEL', by: leader }).code).toBe('staffs.notYourLeave')
  })

  it('deciding a request already decided', () => {
    const approved = decideLeaveEvent(pending, { type: 'APPROVE', by: leader })
    if (!approved.allowed) throw new Error('the leader approves')
    expect(refusedText(approved.to, { type: 'CANCEL', by: member })).toMatchObject({
      code: 'staffs.leaveDecided',
      es: 'Esta solicitud de permiso ya fue aprobada, rechazada o cancelada, actualice esta página.',
    })
  })
})
