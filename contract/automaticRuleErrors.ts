import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the automatic rules' calls (contract/automaticRules.ts), and why a run failed. */
export const automaticRuleErrors = {
  'automaticRule.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The rule does not exist.', es: 'La regla no existe.' },
  },
  'automaticRule.outOfReach': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'This rule works in a team you do not lead.',
      es: 'Esta regla trabaja en un equipo que usted no dirige.',
    },
  },
  'automaticRule.notAllowed': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'The rule is not in a state that allows this change; refresh to see it as it is.',
      es: 'La regla no está en un estado que permita este cambio; actualice para verla como está.',
    },
  },
  'automaticRule.archived': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'An archived rule cannot be changed.',
      es: 'Una regla archivada no se puede cambiar.',
    },
  },
  'automaticRule.notActive': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'Only an active rule runs: activate it first.',
      es: 'Solo una regla activa se ejecuta: actívela primero.',
    },
  },
  'automaticRule.running': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'A run of this rule is under way; its record shows it when it ends.',
      es: 'Hay una ejecución de esta regla en curso; su registro la muestra cuando termine.',
    },
  },
  'automaticRule.ownerCannotAllocate': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: "The rule's owner may no longer allocate these cases (disabled, or moved to another team).",
      es: 'El dueño de la regla ya no puede asignar estos casos (deshabilitado, o cambiado de equipo).',
    },
  },
  'automaticRule.interrupted': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'The run was interrupted (its server stopped) and was too old to finish when a server took it up again: the cases it had not moved were left for the next run.',
      es: 'La ejecución se interrumpió (su servidor se detuvo) y era demasiado antigua para terminarla cuando otro servidor la retomó: los casos que no había movido quedaron para la siguiente ejecución.',
    },
  },
  'automaticRule.stopped': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'The rule was paused or archived while it ran: the cases it had not moved were left as they were.',
      es: 'La regla se pausó o archivó mientras se ejecutaba: los casos que no había movido quedaron como estaban.',
    },
  },
} as const satisfies ErrorCatalogue
