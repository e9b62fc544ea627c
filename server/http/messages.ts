import type { RequestLocale } from '../../contract/endpoint.ts'
import type { ErrorCode, ValidationKey } from '../../contract/errors.ts'

export type Language = 'en' | 'es'
type Bilingual = Record<Language, string>

export function languageOf(locale: RequestLocale | undefined): Language {
  return locale === 'es-ES' ? 'es' : 'en'
}

/** respMsg for every error code, in both languages; `{name}` marks a parameter. */
const errorMessages: Record<ErrorCode, Bilingual> = {
  'request.invalid': { en: '{field}: {problem}', es: '{field}: {problem}' },
  'request.missingTimestamp': {
    en: 'The timestamp query parameter is missing or not a number.',
    es: 'Falta el parámetro de consulta timestamp o no es un número.',
  },
  'request.missingLang': {
    en: 'The lang query parameter must be one of en-US, en-IN or es-ES.',
    es: 'El parámetro de consulta lang debe ser en-US, en-IN o es-ES.',
  },
  'request.bodyTooLarge': { en: 'The request is too large.', es: 'La solicitud es demasiado grande.' },
  'request.unsupportedMediaType': {
    en: 'The request body must be form-encoded, JSON or multipart.',
    es: 'El cuerpo de la solicitud debe ser form-encoded, JSON o multipart.',
  },
  'session.signedOut': {
    en: 'Your session has ended, please sign in again.',
    es: 'Su sesión ha terminado, inicie sesión de nuevo.',
  },
  'session.forbidden': {
    en: 'You do not have access to this function.',
    es: 'No tiene acceso a esta función.',
  },
  'interface.notFound': {
    en: 'The data interface does not exist, please contact the administrator.',
    es: 'La interfaz de datos no existe, comuníquese con el administrador.',
  },
  'auth.wrongCredentials': {
    en: 'Wrong username or password.',
    es: 'Usuario o contraseña incorrectos.',
  },
  'auth.passwordExpired': {
    en: 'Your password has expired, please set a new one.',
    es: 'Su contraseña ha caducado, establezca una nueva.',
  },
  'auth.accountDisabled': {
    en: 'This account is disabled, please contact your manager.',
    es: 'Esta cuenta está deshabilitada, comuníquese con su gerente.',
  },
  'auth.tooManyAttempts': {
    en: 'Too many attempts, please try again in {seconds} seconds.',
    es: 'Demasiados intentos, inténtelo de nuevo en {seconds} segundos.',
  },
  'auth.wrongOldPassword': {
    en: 'The old password is not correct.',
    es: 'La contraseña anterior no es correcta.',
  },
  'auth.samePassword': {
    en: 'The new password must differ from the old one.',
    es: 'La nueva contraseña debe ser distinta de la anterior.',
  },
  'auth.codeInvalid': {
    en: 'The verification code is wrong or has expired.',
    es: 'El código de verificación es incorrecto o ha caducado.',
  },
  'auth.codeTooSoon': {
    en: 'A code was just sent; you can ask for another in {seconds} seconds.',
    es: 'Se acaba de enviar un código; puede pedir otro en {seconds} segundos.',
  },
  'case.closed': {
    en: 'Case closed already, please refresh this page',
    es: 'El caso ya está cerrado, actualice esta página',
  },
  'case.notAllowed': {
    en: 'This action is not possible for the case as it stands.',
    es: 'Esta acción no es posible en el estado actual del caso.',
  },
  'case.notFound': { en: 'The case does not exist.', es: 'El caso no existe.' },
  'case.notYours': {
    en: 'This case is not allocated to you or your team.',
    es: 'Este caso no está asignado a usted ni a su equipo.',
  },
  'case.pinLimit': {
    en: 'You can pin up to 5 cases; cancel a pin first.',
    es: 'Puede fijar hasta 5 casos; quite primero un fijado.',
  },
  'case.revealRefused': {
    en: 'The password is not correct; the number stays hidden.',
    es: 'La contraseña no es correcta; el número sigue oculto.',
  },
  'mutation.reused': {
    en: 'This change was already sent with different content; reload and try again.',
    es: 'Este cambio ya se envió con otro contenido; recargue e inténtelo de nuevo.',
  },
  'server.failure': {
    en: 'Something went wrong on the server; the change was not saved. Please try again.',
    es: 'Algo salió mal en el servidor; el cambio no se guardó. Inténtelo de nuevo.',
  },
}

const validationMessages: Record<ValidationKey, Bilingual> = {
  required: { en: 'cannot be empty', es: 'no puede estar vacío' },
  completeTheContent: { en: 'please complete the content', es: 'por favor complete el contenido' },
  tooShort: { en: 'is too short', es: 'es demasiado corto' },
  tooLong: { en: 'is too long', es: 'es demasiado largo' },
  'number.tooSmall': { en: 'is below the smallest number allowed', es: 'es menor que el mínimo permitido' },
  'number.tooBig': { en: 'is above the largest number allowed', es: 'es mayor que el máximo permitido' },
  invalidValue: { en: 'is not a valid value', es: 'no es un valor válido' },
  'password.rules': {
    en: 'must be 8 to 32 characters with upper and lower case letters and numbers',
    es: 'debe tener de 8 a 32 caracteres con mayúsculas, minúsculas y números',
  },
  'password.simple': { en: 'is too simple', es: 'es demasiado simple' },
  'password.mismatch': { en: 'passwords do not match', es: 'las contraseñas no coinciden' },
  'phone.format': { en: 'enter the correct number', es: 'ingrese el número correcto' },
  'code.format': { en: 'must be the 6-digit code', es: 'debe ser el código de 6 dígitos' },
  'record.diallingTime': {
    en: 'dialling time cannot be empty',
    es: 'la hora de marcación no puede estar vacía',
  },
  'record.connectionStatus': { en: 'select the connection status', es: 'seleccione el estado de conexión' },
  'record.dateItem': { en: 'date item cannot be empty', es: 'el asunto de la cita no puede estar vacío' },
  'record.dateTime': { en: 'date time cannot be empty', es: 'la hora de la cita no puede estar vacía' },
  'record.connectionTime': {
    en: 'connection time cannot be empty',
    es: 'la hora de conexión no puede estar vacía',
  },
  'record.hangUpTime': { en: 'hang-up time cannot be empty', es: 'la hora de colgar no puede estar vacía' },
  'record.dangerousReason': {
    en: 'dangerous customer reason cannot be empty',
    es: 'el motivo de cliente peligroso no puede estar vacío',
  },
  'record.hangUpBeforeConnection': {
    en: 'hang-up time cannot be before the connection time',
    es: 'la hora de colgar no puede ser anterior a la de conexión',
  },
  'record.diallingInFuture': {
    en: 'dialling time cannot be in the future',
    es: 'la hora de marcación no puede estar en el futuro',
  },
  'record.connectionBeforeDialling': {
    en: 'connection time cannot be before the dialling time',
    es: 'la hora de conexión no puede ser anterior a la de marcación',
  },
  'record.dateTimeInPast': {
    en: 'date time cannot be in the past',
    es: 'la hora de la cita no puede estar en el pasado',
  },
  'range.order': { en: 'the start cannot be after the end', es: 'el inicio no puede ser posterior al final' },
  'range.bothEnds': {
    en: 'a range needs both ends, a start and an end',
    es: 'un rango necesita ambos extremos, un inicio y un final',
  },
}

/** How the fields of the contracts are called on screen, so an error names the field the user sees. */
const fieldLabels: Record<string, Bilingual> = {
  username: { en: 'Username', es: 'Usuario' },
  password: { en: 'Old password', es: 'Contraseña anterior' },
  newPassword: { en: 'New password', es: 'Nueva contraseña' },
  duplicatePassword: { en: 'Repeat password', es: 'Repetir contraseña' },
  phone: { en: 'Phone', es: 'Teléfono' },
  code: { en: 'Verification code', es: 'Código de verificación' },
  purpose: { en: 'Purpose', es: 'Propósito' },
  teamId: { en: 'Team', es: 'Equipo' },
  body: { en: 'Request body', es: 'Cuerpo de la solicitud' },
  caseId: { en: 'Case', es: 'Caso' },
  clientMutationId: { en: 'Change id', es: 'Id del cambio' },
  answer: { en: 'Answer', es: 'Respuesta' },
  mark: { en: 'Mark', es: 'Marca' },
  'record.diallingTime': { en: 'Dialling time', es: 'Hora de marcación' },
  'record.connectionStatus': { en: 'Connection status', es: 'Estado de conexión' },
  'record.contact': { en: 'Contact', es: 'Contacto' },
  'record.contactNumber': { en: 'Contact number', es: 'Número de contacto' },
  'record.dateItem': { en: 'Date item', es: 'Asunto de la cita' },
  'record.dateTime': { en: 'Date time', es: 'Hora de la cita' },
  'record.connectionTime': { en: 'Connection time', es: 'Hora de conexión' },
  'record.hangUpTime': { en: 'Hang-up time', es: 'Hora de colgar' },
  'record.dangerousReason': { en: 'Dangerous customer reason', es: 'Motivo de cliente peligroso' },
  'record.recordText': { en: 'Record', es: 'Registro' },
  text: { en: 'To-do', es: 'Pendiente' },
  dueAt: { en: 'Due time', es: 'Vencimiento' },
  todoId: { en: 'To-do', es: 'Pendiente' },
  status: { en: 'Status', es: 'Estado' },
  overdueMin: { en: 'Overdue days from', es: 'Días de atraso desde' },
  overdueMax: { en: 'Overdue days to', es: 'Días de atraso hasta' },
  allocatedFrom: { en: 'Allocated from', es: 'Asignado desde' },
  allocatedTo: { en: 'Allocated to', es: 'Asignado hasta' },
  search: { en: 'Search', es: 'Buscar' },
  after: { en: 'Page', es: 'Página' },
  limit: { en: 'Page size', es: 'Tamaño de página' },
}

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fill(errorMessages[code][language], params)
}

export function isValidationKey(value: string): value is ValidationKey {
  return value in validationMessages
}

export function validationMessage(key: ValidationKey, language: Language): string {
  return validationMessages[key][language]
}

export function fieldLabel(field: string, language: Language): string {
  return fieldLabels[field]?.[language] ?? field
}
