import { useLingui } from '@lingui/react/macro'
import { addBlacklistEntry, type BlacklistRow } from '../../../contract/blacklist.ts'
import type { App } from '../../../contract/system.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { blacklistWrites } from './blacklistWrites.ts'

const initial = { appId: '', idCard: '', phone: '', reason: '' }

/** Lists a person on an app: the four fields must not be empty (spec section 5); each is named when it is. */
export function AddEntryDialog({
  apps,
  onClose,
  onDone,
}: {
  apps: readonly App[]
  onClose: () => void
  onDone: (row: BlacklistRow) => void
}) {
  const { t } = useLingui()
  const form = useContractForm(addBlacklistEntry.input, {
    initial,
    toInput: (draft, draftId) => ({
      ...(draft.appId ? { appId: Number(draft.appId) } : {}),
      idCard: draft.idCard,
      phone: draft.phone,
      reason: draft.reason,
      clientMutationId: draftId,
    }),
  })
  return (
    <FormDialog
      title={t`Add a blacklist entry`}
      form={form}
      send={blacklistWrites.addEntry}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Add entry`}
    >
      <SelectField
        label={t`App name`}
        placeholder={t`Select…`}
        options={apps.map((app) => ({ value: String(app.id), label: app.name }))}
        {...form.field('appId')}
      />
      <TextField label={t`ID card`} {...form.field('idCard')} />
      <TextField label={t`Phone number`} inputMode="tel" {...form.field('phone')} />
      <TextField label={t`Reason`} rows={3} showCount {...form.field('reason')} />
    </FormDialog>
  )
}
