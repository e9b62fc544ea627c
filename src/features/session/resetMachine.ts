import { fromCallback, fromPromise } from 'xstate'
import { forgetPassword, modifyPassword, sendResetCode } from '../../../contract/session.ts'
import { passwordResetMachine } from '../../../machines/passwordReset.ts'
import { request } from '../../api/request.ts'

/** The password reset machine with the server's calls and a one-second clock for its countdown. */
export const resetMachine = passwordResetMachine.provide({
  actors: {
    sendCode: fromPromise(({ input }) => request(sendResetCode, input)),
    submitReset: fromPromise(async ({ input }) => {
      const { submission, purpose } = input
      if (purpose === 'modify')
        await request(modifyPassword, { ...submission, password: submission.password ?? '' })
      else await request(forgetPassword, submission)
    }),
    countdown: fromCallback(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'TICK' }), 1000)
      return () => clearInterval(timer)
    }),
  },
})
