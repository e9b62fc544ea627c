import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useWritesByUser, type WritesOfUser } from '../../../db/outboxWatch.ts'

/**
 * On the sign-in page, the changes this browser still holds for each user whose session ended here
 * (signed out elsewhere, a password changed): how many wait, and that only the same user signing in
 * here sends them, or decides on those the server refused. Nothing shows when none wait.
 */
export function WaitingChangesNote() {
  const users = useWritesByUser()
  if (!users || users.length === 0) return null
  return (
    <div
      role="status"
      data-testid="waiting-changes"
      className="flex flex-col gap-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {users.map((user) => (
        <WritesOfOneUser key={user.userId} user={user} />
      ))}
    </div>
  )
}

function WritesOfOneUser({ user }: { user: WritesOfUser }) {
  const { t } = useLingui()
  const { userId, waiting, refused } = user
  // Entries kept before names were kept hold only the user's id: said as it is.
  const name = user.userName ?? t`user no. ${userId}`
  return (
    <>
      {waiting > 0 && (
        <p>
          {plural(waiting, {
            one: `# change by ${name} is waiting in this browser. It will be sent when ${name} signs in here.`,
            other: `# changes by ${name} are waiting in this browser. They will be sent when ${name} signs in here.`,
          })}
        </p>
      )}
      {refused > 0 && (
        <p>
          {plural(refused, {
            one: `# change by ${name} was refused by the server. It waits for ${name} to decide on it after signing in here.`,
            other: `# changes by ${name} were refused by the server. They wait for ${name} to decide on them after signing in here.`,
          })}
        </p>
      )}
    </>
  )
}
