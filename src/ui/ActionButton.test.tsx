import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { WhoMay } from '../../contract/actions.ts'
import { roleIds } from '../../contract/menus.ts'
import { ActionButton, type OfferedAction } from './ActionButton.tsx'

// Plain descriptors: the kit is tested without the catalogue, so each reads as its message.
const closeTeam: OfferedAction<'closeTeam'> = {
  name: 'closeTeam',
  action: {
    whoMay: {
      menuId: 75,
      readOnlyRoles: [roleIds.auditor],
      rows: 'everyTeam',
      outOfReach: 'staffs.notYourTeam',
    } satisfies WhoMay,
    offline: false,
  },
  texts: {
    label: { id: 'Close team' },
    confirm: { question: (team) => ({ id: `Close ${team}?` }), effect: { id: 'Its members leave it.' } },
  },
}

const manager = { userId: 1, teamId: null, roleId: roleIds.manager, menuIdList: [75] }
const leader = { userId: 4, teamId: 1, roleId: roleIds.teamLeader, menuIdList: [75] }

function show(user: typeof manager | typeof leader) {
  const onTake = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <ActionButton entry={closeTeam} user={user} subject="Lagos S1" onTake={onTake} />
    </I18nProvider>,
  )
  return onTake
}

describe('a toolbar action button', () => {
  it('is not drawn for a user the policy refuses', () => {
    show(leader)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('asks its question, naming the subject, before the action is taken', () => {
    const onTake = show(manager)
    fireEvent.click(screen.getByRole('button', { name: 'Close team' }))
    const asked = screen.getByRole('dialog', { name: 'Close Lagos S1?' })
    expect(asked.textContent).toContain('Its members leave it.')
    expect(onTake).not.toHaveBeenCalled()
    fireEvent.click(within(asked).getByRole('button', { name: 'Close team' }))
    expect(onTake).toHaveBeenCalledWith('closeTeam')
  })
})
