import { type AreaProbes, noRow, write } from './probeKit.ts'

/** The messages' calls (contract/messageActions.ts), for the authorization matrix. */
export const messageProbes: AreaProbes = {
  byPath: {
    '/collection/message/message': noRow(() => ({})),
    '/collection/message/notice': noRow(() => ({})),
    '/collection/message/rank': noRow(() => ({ timeZone: 'day' })),
    '/collection/message/alreadyRead': noRow(() => ({ messageIds: [1], ...write() })),
  },
}
