import type { ValidationText } from './validationText.ts'

const both = (en: string, es: string): ValidationText => ({ refusal: { en, es }, underField: { en, es } })

/**
 * The issue keys of the salary import: the file field's, and the reasons a row of the workbook is not
 * taken, each read after its column's header ("Amount: must be a number").
 */
export const salaryValidationTexts = {
  'salary.file': both('choose an Excel file (.xlsx)', 'Elija un archivo de Excel (.xlsx)'),
  'salary.row.empty': both('cannot be empty', 'No puede estar vacío'),
  'salary.row.memberUnknown': both('no member has this username', 'Ningún miembro tiene este usuario'),
  'salary.row.memberNoTeam': both(
    'the member is in no team, so has no salary here',
    'El miembro no está en ningún equipo, así que no tiene salario aquí',
  ),
  'salary.row.memberOutOfReach': both(
    'the member is not in a team you manage',
    'El miembro no está en un equipo que usted administra',
  ),
  'salary.row.periodInvalid': both(
    'must be a date (yyyy-mm-dd) of the salary period',
    'Debe ser una fecha (aaaa-mm-dd) del periodo de salario',
  ),
  'salary.row.periodFuture': both(
    'the salary period has not begun yet',
    'El periodo de salario aún no ha comenzado',
  ),
  'salary.row.kindInvalid': both(
    'must be bonus, deduction or correction',
    'Debe ser bono, deducción o corrección',
  ),
  'salary.row.amountInvalid': both(
    'must be a number with at most the currency’s decimals',
    'Debe ser un número con a lo más los decimales de la moneda',
  ),
  'salary.row.amountNotPositive': both(
    'must be more than zero (a deduction is written positive)',
    'Debe ser mayor que cero (una deducción se escribe en positivo)',
  ),
  'salary.row.amountZero': both('a correction cannot be zero', 'Una corrección no puede ser cero'),
  'salary.row.amountTooBig': both('is too large', 'Es demasiado grande'),
  'salary.row.noteTooLong': both('is longer than 200 characters', 'Tiene más de 200 caracteres'),
} as const satisfies Record<string, ValidationText>

export type SalaryRowReason = keyof typeof salaryValidationTexts
