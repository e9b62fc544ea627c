import { SyncStatusButton } from '../../features/sync/SyncStatusButton.tsx'
import { outboxAreas } from '../outboxAreas.ts'

/**
 * The header's sync corner with the app's areas of offline writes. Those carry every such area's
 * actions and schemas, so the shell loads this once painted (loadedPart), never at first load.
 */
export function SyncCorner({ userId, timeZone }: { userId: number; timeZone: string }) {
  return <SyncStatusButton userId={userId} timeZone={timeZone} areas={outboxAreas} />
}
