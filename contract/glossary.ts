// The Spanish the console speaks is the Spanish of collectors in Mexico (docs/glossary.md).
// It lives in contract/ because both sides write Spanish: the client's catalog and the server's
// refusals, labels and messages are checked against the same rules.

/** A form the console never writes in Spanish, the word to write instead, and why. */
export interface ForbiddenForm {
  pattern: RegExp
  use: string
  why: string
}

export const forbiddenSpanish: readonly ForbiddenForm[] = [
  {
    pattern: /\btratos?\b/i,
    use: 'convenio ("Marcar como convenio", "Sin convenio", "Marcado con convenio")',
    why: 'a deal with a debtor is a "convenio" in Mexican collections; "trato" sounds like a handshake',
  },
  {
    pattern: /\bdescuentos?\b/i,
    use: 'quita / quitas',
    why: 'an agreed cut of the debt is a "quita"; a "descuento" is a shop price reduction',
  },
  {
    pattern: /\bpenalizaci[oó]n(es)?\b/i,
    use: 'moratorios',
    why: 'the charge for paying late is "intereses moratorios", said "moratorios"',
  },
  {
    pattern: /\bintroduzc\w*|\bintroduci\w*|\bintroducir\b/i,
    use: 'ingrese / ingresar',
    why: '"introducir" a value is Spain\'s usage; Mexico says "ingresar"',
  },
  {
    pattern: /\bmarcas?\b(?! de préstamo)/i,
    use: '"acciones" for what a user does to a case; "Marcas de préstamo" only for loan brands',
    why: '"marca" is a brand; a case\'s deal, pin or danger flags are "acciones" on it',
  },
  {
    pattern: /\bm[oó]vil(es)?\b/i,
    use: 'celular',
    why: 'a phone in Mexico is a "celular"; "móvil" is Spain\'s',
  },
  {
    pattern: /\bordenador(es)?\b/i,
    use: 'computadora',
    why: 'a computer in Mexico is a "computadora"; "ordenador" is Spain\'s',
  },
  {
    pattern: /\bficheros?\b/i,
    use: 'archivo',
    why: 'a file is an "archivo" in Mexico; "fichero" is Spain\'s',
  },
  {
    pattern: /\bimportes?\b/i,
    use: 'monto / montos',
    why: 'an amount of money is a "monto" in Mexico; "importe" reads as Spain\'s invoices',
  },
  {
    pattern: /\bañad\w*/i,
    use: 'agregar (Agregar tarea, Tarea agregada)',
    why: '"añadir" is Spain\'s everyday word; Mexico says "agregar"',
  },
  {
    pattern: /\bcaducad[oa]s?\b|\bcaducó\b/i,
    use: 'vencido / venció',
    why: 'a password or a code "venció" in Mexico; "caducar" is for food',
  },
  {
    pattern: /\b(el|un|los|sus) pendientes?\b/i,
    use: 'tarea',
    why: 'a to-do is a "tarea" everywhere in the console; "Pendiente" is only a status (unpaid, not sent)',
  },
  {
    pattern: /\bvosotros\b|\bvuestr[oa]s?\b|\b\w+(áis|éis)\b|\bhabéis\b|\bpodéis\b/i,
    use: 'usted / ustedes',
    why: 'Mexico has no "vosotros": the console speaks to its user as "usted"',
  },
  {
    pattern: /\ben turno\b|\bde guardia\b/i,
    use: 'en servicio',
    why: 'a member working today is "en servicio", the word of the even split and the staff list alike',
  },
  {
    pattern: /\bvale\b/i,
    use: 'De acuerdo / Entendido',
    why: '"vale" as "OK" is Spain\'s',
  },
]

/**
 * Texts that are not sentences but fragments completing a sentence the code assembles, so they start
 * in lower case on purpose. Each entry is the exact Spanish text.
 */
export const lowerCaseFragments: ReadonlySet<string> = new Set([
  // Sort directions, read inside "Orden: {sortedBy} ascendente".
  'ascendente',
  'descendente',
  // A brand without its own app, read after the brand's name in its description.
  'sin app propia; préstamos y pagos pasan por {0}',
  // Said in brackets after an area's title on the welcome page: "Metas (aún no disponible)".
  'aún no disponible',
  // The server's validation problems: they complete "{field}: {problem}", the field's label first
  // (so "Contraseña: es demasiado corto"). Full sentences among them start with a capital.
  'no puede estar vacío',
  'es demasiado corto',
  'es demasiado largo',
  'es menor que el mínimo permitido',
  'es mayor que el máximo permitido',
  'no es un valor válido',
  'contiene un carácter que no está permitido',
  'debe tener de 8 a 32 caracteres con mayúsculas, minúsculas y números',
  'es demasiado simple',
  'debe ser el código de 6 dígitos',
  'debe ser un día entre 1900 y dentro de dos años',
  // A target's amount and cases, and its split's members (contract/targetValidationTexts.ts).
  'debe ser un monto de 0 o más, al centavo',
  'debe ser un número entero de 0 o más',
  'nombra a un miembro dos veces',
  // A maker named by number where no name was kept, read inside "1 cambio de usuario n.º 9 espera…".
  'usuario n.º {userId}',
  // Sentence parts of the server's messages ("La solicitud de código de Ana … fue aprobada.").
  'espera su revisión',
  'fue aprobada',
  'fue rechazada',
])

/** Where a Spanish text was found (a msgid, an error code, a label) and the text itself. */
export interface SpanishText {
  where: string
  text: string
}

/** Starts with a letter in lower case, after any opening punctuation. */
function startsLowerCase(text: string): boolean {
  const first = text.replace(/^[¿¡«"'(\s]+/, '').charAt(0)
  return first !== '' && first === first.toLowerCase() && first !== first.toUpperCase()
}

/** Every breach of the glossary among the texts, each naming the text, where it is and the rule. */
export function glossaryBreaches(texts: readonly SpanishText[]): string[] {
  const breaches: string[] = []
  for (const { where, text } of texts) {
    for (const rule of forbiddenSpanish)
      if (rule.pattern.test(text)) breaches.push(`${where}: "${text}" — write ${rule.use} (${rule.why})`)
    if (startsLowerCase(text) && !lowerCaseFragments.has(text))
      breaches.push(`${where}: "${text}" — a message starts with a capital letter`)
  }
  return breaches
}

/**
 * A business action that has one Spanish word, whatever it is done to (cases, SIM cards) and wherever
 * it is said (button, question, toast, refusal, column, CSV header, message, the process view).
 */
export interface ActionWord {
  action: string
  /** How the English source names the action: a text it matches is a text about the action. */
  english: RegExp
  /** The one Spanish word, in any of its forms. */
  spanish: RegExp
  word: string
  /** Other words a translator reaches for, never written for this action. */
  rivals: RegExp
  why: string
}

export const actionWords: readonly ActionWord[] = [
  {
    action: 'allocate',
    english: /\b(?:re|un)?allocat\w*/i,
    spanish: /\b(?:re)?asign\w*/i,
    word: 'asignar (Asignar, asignados, asignación, sin asignar, reasignar)',
    rivals: /\bdistribu\w*|\badjudic\w*|\bturn(?:ar|a|an|ó|aron|ado|ados)\b|\botorg\w*/i,
    why: 'cases and SIM cards are "asignados" to a member; one word, so a collector knows it is the same act',
  },
  {
    action: 'retrieve',
    // "taken back into use" is reactivating a SIM card, not retrieving it.
    english: /\bretriev\w*|\btak(?:e|en|es|ing) back\b(?! into use)/i,
    spanish: /\bret[ií]r\w*/i,
    word: 'retirar (Retirar, ¿Retirar…?, Retirando, retirados, Retirado)',
    rivals:
      /\brecuper\w*|\bquit(?:ar|an|ó|aron|ado|ados|ada|adas)\b|\bse (?:les? )?quita\b|\bretom\w*|\bdevol\w*|\bdevuel\w*|\brecog\w*/i,
    why: 'in collections "recuperar" is getting the money back, so "casos recuperados" reads as paid cases; a case and a SIM card are both "retirados" from who holds them',
  },
]

/** A text in both languages, and where it was found. */
export interface BilingualText {
  where: string
  en: string
  es: string
}

/**
 * Every text about an action whose Spanish does not use the action's one word, uses a rival of it, or
 * uses the word of an action its English does not name.
 */
export function actionWordBreaches(texts: readonly BilingualText[]): string[] {
  const breaches: string[] = []
  for (const { where, en, es } of texts)
    for (const entry of actionWords) {
      const about = entry.english.test(en)
      if (about && !entry.spanish.test(es))
        breaches.push(`${where}: "${es}" is about "${entry.action}" — write ${entry.word}`)
      if (about && entry.rivals.test(es))
        breaches.push(`${where}: "${es}" — "${entry.action}" is ${entry.word}, no synonym (${entry.why})`)
      if (!about && entry.spanish.test(es))
        breaches.push(`${where}: "${es}" uses the word of "${entry.action}", which "${en}" does not name`)
    }
  return breaches
}
