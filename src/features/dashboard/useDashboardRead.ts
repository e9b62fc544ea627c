import type { Endpoint, InputOf } from '../../../contract/endpoint.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { useRefreshWhileShown } from '../../ui/useRefreshWhileShown.ts'

/**
 * A dashboard's figures: the last answer kept in the browser, shown at once and offline with its age,
 * asked again whenever the input changes and every ten minutes while the page is in view. `what`
 * names the screen's read (`statement`), the input names the rest, so another team's or period's
 * figures never show as these. `asked` false waits (the screen's kept choice not read yet).
 */
export function useDashboardRead<E extends Endpoint>(
  userId: number,
  what: string,
  entry: E,
  input: InputOf<E>,
  asked = true,
) {
  const read = useKeptRead(`dashboard:${userId}:${what}-${JSON.stringify(input ?? {})}`, entry, input, asked)
  useRefreshWhileShown(read.refresh, read.savedAt)
  return read
}
