import { asc } from 'drizzle-orm'
import { blacklistEntries } from '../../../server/database/schema/blacklist.ts'
import { apps } from '../../../server/database/schema/system.ts'
import { type AreaProbes, write } from './probeKit.ts'

/** The blacklist's calls (contract/blacklistActions.ts), for the authorization matrix. */
export const blacklistProbes: AreaProbes = {
  byPath: {
    '/blacklist/add': async (_caller, { server, unique }) => {
      const serial = unique()
      const [app] = await server.db.select({ id: apps.id }).from(apps).orderBy(asc(apps.id)).limit(1)
      return [
        {
          label: 'a new entry (the office’s list, no team)',
          input: {
            appId: app!.id,
            idCard: `MATRIX${String(serial).padStart(8, '0')}`,
            phone: '+52 55 0000 1111',
            reason: 'Matrix probe',
            ...write(),
          },
          rows: [],
        },
      ]
    },
    '/blacklist/remove': async (_caller, { server }) => {
      const [entry] = await server.db
        .select({ id: blacklistEntries.id })
        .from(blacklistEntries)
        .orderBy(asc(blacklistEntries.id))
        .limit(1)
      return [{ label: `entry ${entry!.id}`, input: { entryId: entry!.id, ...write() }, rows: [] }]
    },
  },
}
