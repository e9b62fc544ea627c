import type { ErrorCatalogue } from './errorCatalogue.ts'

/**
 * The refusals of the staffs area's calls (contract/staffs.ts): members, teams, leave; and of the case
 * allocation's (contract/caseAllocation.ts), which kept their `staffs.` codes when it became its own
 * area: a code is part of the API.
 */
export const staffErrors = {
  'staffs.teamNameTaken': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'A team named {name} exists already.',
      es: 'Ya existe un equipo llamado {name}.',
    },
  },
  'staffs.leadsAnotherTeam': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'do not choose more than one team for a leader: {member} leads {team} already.',
      es: 'No elija más de un equipo para un líder: {member} ya es líder de equipo de {team}.',
    },
  },
  'staffs.phoneTaken': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This phone number belongs to another member.',
      es: 'Este número de teléfono ya es de otro miembro.',
    },
  },
  'staffs.usernameTaken': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This username belongs to another member.',
      es: 'Este usuario ya es de otro miembro.',
    },
  },
  'staffs.memberNotFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The member does not exist.', es: 'El miembro no existe.' },
  },
  'staffs.teamNotFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The team does not exist.', es: 'El equipo no existe.' },
  },
  'staffs.notYourTeam': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'You may see and allocate only within your own team.',
      es: 'Solo puede ver y asignar dentro de su propio equipo.',
    },
  },
  'staffs.memberNotInTeam': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: '{member} is not a member of {team}.',
      es: '{member} no es miembro de {team}.',
    },
  },
  'staffs.noMemberOnDuty': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'No member of {team} is on duty today: choose the members to allocate to.',
      es: 'Ningún miembro de {team} está en servicio hoy: elija a qué miembros asignar.',
    },
  },
  'staffs.leaveDecided': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This leave request was approved, rejected or cancelled already, please refresh this page.',
      es: 'Esta solicitud de permiso ya fue aprobada, rechazada o cancelada, actualice esta página.',
    },
  },
  'staffs.leaveDayPassed': {
    type: 'business',
    status: 422,
    respMsg: {
      en: "This request asks for {day}, a day already past on the member's calendar, and past days are not changed: reject it, and the member may ask again for the days still ahead.",
      es: 'Esta solicitud pide el {day}, un día que ya pasó en el calendario del miembro, y los días pasados no se cambian: rechácela, y el miembro puede volver a pedir los días que aún no llegan.',
    },
  },
  'staffs.ownLeave': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'You cannot approve or reject your own leave: your team leader decides it.',
      es: 'No puede aprobar ni rechazar su propio permiso: lo decide su líder de equipo.',
    },
  },
  'staffs.notYourLeave': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'Only the member who asked for this leave may cancel the request.',
      es: 'Solo el miembro que pidió este permiso puede cancelar la solicitud.',
    },
  },
  'staffs.roleBeyondYou': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'A team leader keeps their team but does not change who leads or manages it.',
      es: 'Un líder de equipo mantiene su equipo, pero no cambia quién lo dirige o lo gestiona.',
    },
  },
  'staffs.allocationNotYours': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'Only managers and team leaders allocate or retrieve cases.',
      es: 'Solo los gerentes y los líderes de equipo asignan o retiran casos.',
    },
  },
  'staffs.chosenMembersOffDuty': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'Not on duty today: {members}. Choose members of {team} who are on duty.',
      es: 'No están en servicio hoy: {members}. Elija miembros de {team} que estén en servicio.',
    },
  },
  'staffs.casesCannotBeAllocated': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'These chosen cases cannot be allocated: {cases}. Preview again to allocate the rest.',
      es: 'Estos casos elegidos no se pueden asignar: {cases}. Vuelva a pedir la vista previa para asignar el resto.',
    },
  },
  'staffs.noCasesChosen': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'No open case is chosen: select cases, or a filter that finds some.',
      es: 'No hay ningún caso abierto elegido: seleccione casos o un filtro que encuentre alguno.',
    },
  },
  'staffs.tooManyCases': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'The filter finds {count} cases; one allocation takes {max} at most. Narrow the filter.',
      es: 'El filtro encuentra {count} casos; una asignación toma {max} como máximo. Reduzca el filtro.',
    },
  },
  'staffs.notYourself': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'You cannot mark yourself invalid: you would be signed out with no way back. Another manager can do it.',
      es: 'No puede marcarse como inválido a sí mismo: se cerraría su sesión sin forma de volver. Otro gerente puede hacerlo.',
    },
  },
  'staffs.roleNotFound': {
    type: 'invalid',
    status: 400,
    respMsg: { en: 'The role does not exist.', es: 'El rol no existe.' },
  },
  'staffs.teamTypeNotFound': {
    type: 'invalid',
    status: 400,
    respMsg: { en: 'The team type does not exist.', es: 'El tipo de equipo no existe.' },
  },
  'staffs.leaveNotFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The leave request does not exist.', es: 'La solicitud de permiso no existe.' },
  },
  'staffs.dayPassed': {
    type: 'business',
    status: 422,
    respMsg: {
      en: '{day} has passed for {member}: a day past is history on the schedule and cannot be changed.',
      es: 'El {day} ya pasó para {member}: un día pasado es historial en el horario y no se puede cambiar.',
    },
  },
  'staffs.dayOutsideMembership': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: '{member} is not in the team on {day}: they joined later or had left.',
      es: '{member} no está en el equipo el {day}: ingresó después o ya se había ido.',
    },
  },
  'staffs.notDutyDay': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'Today is not one of your duty days: clocking in is for days you work.',
      es: 'Hoy no es uno de sus días de trabajo: el registro de entrada es para los días que trabaja.',
    },
  },
} as const satisfies ErrorCatalogue
