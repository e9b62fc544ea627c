import type { ValidationText } from './validationText.ts'

/** The issue keys the automatic rules' schemas raise, with their texts (docs/adding-an-area.md). */
export const automaticRuleValidationTexts = {
  'rule.name': {
    refusal: { en: 'rule name cannot be empty', es: 'El nombre de la regla no puede estar vacío' },
    underField: { en: 'rule name cannot be empty', es: 'El nombre de la regla no puede estar vacío' },
  },
  'rule.time': {
    refusal: { en: 'must be a time of day as HH:mm', es: 'Debe ser una hora del día como HH:mm' },
    underField: { en: 'Choose a time of day', es: 'Elija una hora del día' },
  },
  'rule.days': {
    refusal: { en: 'choose at least one day', es: 'Elija al menos un día' },
    underField: { en: 'Choose at least one day', es: 'Elija al menos un día' },
  },
  'rule.cap': {
    refusal: {
      en: 'must be a whole number of cases from 1 to 10,000',
      es: 'Debe ser un número entero de casos de 1 a 10.000',
    },
    underField: { en: 'From 1 to 10,000 cases', es: 'De 1 a 10.000 casos' },
  },
  'rule.amountNeedsApp': {
    refusal: {
      en: 'an amount range needs the app, whose currency it counts in',
      es: 'Un rango de monto necesita la app, en cuya moneda se cuenta',
    },
    underField: {
      en: 'Choose the app: amounts count in its currency',
      es: 'Elija la app: los montos se cuentan en su moneda',
    },
  },
  'rule.heldDaysNeedsHolder': {
    refusal: {
      en: 'holding days count only cases held by a member',
      es: 'Los días en manos solo cuentan casos en manos de un miembro',
    },
    underField: {
      en: 'Choose cases held by a member to count holding days',
      es: 'Elija casos en manos de un miembro para contar días en manos',
    },
  },
  'rule.retrieveNeedsHolder': {
    refusal: {
      en: 'a retrieval takes cases back from a member: cases held by no one have none',
      es: 'Retirar toma casos de un miembro: los casos sin responsable no se pueden retirar',
    },
    underField: {
      en: 'A retrieval takes cases held by a member',
      es: 'Retirar toma casos en manos de un miembro',
    },
  },
  'rule.beyondOwner': {
    refusal: {
      en: "is a team the rule's owner does not reach: their rule would not run there",
      es: 'Es un equipo que el dueño de la regla no alcanza: su regla no se ejecutaría ahí',
    },
    underField: {
      en: "A team the rule's owner does not reach",
      es: 'Un equipo que el dueño de la regla no alcanza',
    },
  },
} as const satisfies Record<string, ValidationText>
