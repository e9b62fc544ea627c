import { useLingui } from '@lingui/react/macro'
import { recordChannels } from '../../../contract/cases.ts'
import { cardNumberMax, simCollectionRecordExport } from '../../../contract/simCards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { channelLabels, labelOf } from '../../i18n/labels.ts'
import type { FilterField } from '../../ui/FilterBar.tsx'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import {
  simCollectionRecordColumnLayout,
  simCollectionRecordScreen,
  useSimCollectionRecordColumns,
} from './simCollectionRecordColumns.tsx'
import { useSimCollectionRecords } from './useSimCollectionRecords.ts'
import { useSimTeams } from './useSimTeams.ts'

/** SIM collection records (menu 99): the calls and WhatsApp messages made with each card, by card and by member. */
export default function SimCollectionRecordsPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screen = useListScreen(simCollectionRecordScreen)
  const records = useSimCollectionRecords(user.userId, screen.asked)
  const { teams } = useSimTeams()
  const columns = useSimCollectionRecordColumns(user.timeZone)
  const filters: FilterField<typeof screen.filters>[] = [
    {
      kind: 'search',
      name: 'cardNumber',
      label: t`Card number`,
      placeholder: t`Number or last digits`,
      maxLength: cardNumberMax,
      width: 'w-56',
    },
    {
      kind: 'choice',
      name: 'memberId',
      label: t`Member`,
      width: 'w-52',
      numeric: true,
      choices: teams.flatMap((team) =>
        team.members.map((member) => ({ value: String(member.memberId), label: member.name })),
      ),
    },
    {
      kind: 'choice',
      name: 'channel',
      label: t`Contacted by`,
      width: 'w-48',
      choices: recordChannels.map((value) => ({ value, label: labelOf(i18n, channelLabels, value) })),
    },
  ]
  return (
    <PagedListScreen
      screen={screen}
      title={t`SIM collection records`}
      source={records}
      columns={columns}
      layout={simCollectionRecordColumnLayout}
      filters={filters}
      exportCsv={simCollectionRecordExport}
      messages={{
        loading: t`Loading calls…`,
        empty: t`No calls or messages made with a SIM card match these filters.`,
      }}
      testId="sim-collection-records"
    />
  )
}
