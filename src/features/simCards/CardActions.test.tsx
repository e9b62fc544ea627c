import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Actor } from '../../../contract/actions.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { SimCardRow } from '../../../contract/simCards.ts'
import { cardRow } from '../../../tests/support/simCardRows.ts'
import { CardActions } from './simCardColumns.tsx'

const keeperMenus = [menuIds.simCards, menuIds.simRecords]
const officeManager = { userId: 8, teamId: null, roleId: roleIds.officeManager, menuIdList: keeperMenus }
const auditor = { userId: 9, teamId: null, roleId: roleIds.auditor, menuIdList: keeperMenus }
// Leads team 1: Ana Torres's card (team 2) is out of her reach, the office's stock is not.
const otherLeader = { userId: 4, teamId: 1, roleId: roleIds.teamLeader, menuIdList: keeperMenus }

function show(card: SimCardRow, user: Actor = officeManager) {
  const onAction = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <CardActions card={card} user={user} onAction={onAction} />
    </I18nProvider>,
  )
  return onAction
}

const number = '8952020000000000001'

describe('the actions of a card’s row', () => {
  it('retrieving a held card asks first, naming the card and its holder', () => {
    const onAction = show(cardRow('allocated', 7))
    fireEvent.click(screen.getByRole('button', { name: `Retrieve ${number}` }))
    expect(onAction).not.toHaveBeenCalled()
    const asked = screen.getByRole('dialog', { name: `Retrieve SIM ${number}, held by Ana Torres?` })
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }))
    expect(onAction).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: `Retrieve ${number}` }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retrieve' }))
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'retrieve')
  })

  it('a refused retrieval is said in the question, which stays open', async () => {
    const onAction = vi.fn().mockRejectedValue(new Error('The card was retrieved meanwhile.'))
    render(
      <I18nProvider i18n={i18n}>
        <CardActions card={cardRow('allocated', 7)} user={officeManager} onAction={onAction} />
      </I18nProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: `Retrieve ${number}` }))
    const asked = screen.getByRole('dialog')
    await act(async () => fireEvent.click(within(asked).getByRole('button', { name: 'Retrieve' })))
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(
      'The card was retrieved meanwhile.',
    )
  })

  it('reactivating a card asks first too', () => {
    const onAction = show(cardRow('deactivated'))
    fireEvent.click(screen.getByRole('button', { name: `Reactivate ${number}` }))
    const asked = screen.getByRole('dialog', { name: `Reactivate SIM ${number}?` })
    fireEvent.click(within(asked).getByRole('button', { name: 'Reactivate' }))
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'reactivate')
  })

  it('removing a card added by mistake asks first, naming the card, and sends nothing until confirmed', async () => {
    const onAction = show(cardRow('unallocated'))
    // Allocate and deactivate are the row's buttons; the removal is behind "more".
    expect(screen.getByRole('button', { name: `Deactivate ${number}` })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: `More actions for ${number}` }))
    fireEvent.click(screen.getByRole('button', { name: `Remove ${number}` }))
    expect(onAction).not.toHaveBeenCalled()
    const asked = screen.getByRole('dialog', { name: `Remove SIM ${number}?` })
    expect(asked.textContent).toContain('For a card added by mistake')
    await act(async () => fireEvent.click(within(asked).getByRole('button', { name: 'Remove' })))
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'remove')
    // Taken, the action closes the list of more actions.
    expect(screen.queryByRole('button', { name: `Remove ${number}` })).toBeNull()
  })

  it('a held or deactivated card offers no removal', () => {
    show(cardRow('allocated', 7))
    show(cardRow('deactivated'))
    expect(screen.queryByRole('button', { name: `Remove ${number}` })).toBeNull()
  })

  it('allocating opens its own form at once: the form is where the user decides', () => {
    const onAction = show(cardRow('unallocated'))
    fireEvent.click(screen.getByRole('button', { name: `Allocate ${number}` }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'allocate')
  })

  it('offers nothing to whom the policy refuses: an auditor, a leader of another team', () => {
    show(cardRow('allocated', 7), auditor)
    show(cardRow('allocated', 7), otherLeader)
    expect(screen.queryAllByRole('button')).toEqual([])
  })

  it('offline, the buttons stay and say that they need the server', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    show(cardRow('allocated', 7))
    const retrieve = screen.getByRole('button', { name: `Retrieve ${number}` }) as HTMLButtonElement
    expect(retrieve.disabled).toBe(true)
    expect(retrieve.title).toBe('This needs the server, and you are offline.')
    online.mockRestore()
  })
})
