/** What a profile draws on (the generator's seeded random source). */
interface Random {
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
}

/** The countries the demo operation lends in; a team works its own country's loans. */
export type DemoCountry = 'MX' | 'NG'

export interface CountryProfile {
  /** Given names, a woman's then a man's in turn: a customer's gender follows the name. */
  givenNames: readonly string[]
  familyNames: readonly string[]
  /** Mexicans carry both family names; Nigerians one. */
  familyNameCount: 1 | 2
  /** A mobile number with its country code, digits only, as the cases store it. */
  phone: (random: Random) => string
  banks: readonly string[]
  bankAccount: (random: Random) => string
  idCard: (random: Random, name: string) => string
  /** The principal lent, in the currency's major units. */
  principals: readonly number[]
  product: (tenureDays: number) => string
  /** The UTC hours of the country's working day (08:00 to 17:00 there), when appointments fall. */
  workingHoursUtc: readonly [number, number]
  /** What collectors there write after a call or a message, in the language they work in. */
  recordNotes: readonly string[]
}

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('')

const mexico: CountryProfile = {
  givenNames: [
    'María',
    'José',
    'Guadalupe',
    'Juan',
    'Fernanda',
    'Luis',
    'Sofía',
    'Carlos',
    'Valeria',
    'Miguel',
    'Daniela',
    'Jorge',
    'Ximena',
    'Alejandro',
    'Camila',
    'Ricardo',
  ],
  familyNames: [
    'Hernández',
    'García',
    'Martínez',
    'López',
    'González',
    'Pérez',
    'Rodríguez',
    'Sánchez',
    'Ramírez',
    'Cruz',
    'Flores',
    'Gómez',
    'Morales',
    'Vázquez',
    'Reyes',
    'Jiménez',
  ],
  familyNameCount: 2,
  // +52, then a city's area code (Mexico City, Guadalajara, Monterrey) and eight digits.
  phone: (random) => `52${random.pick(['55', '33', '81'])}${String(random.int(10_000_000, 99_999_999))}`,
  banks: ['BBVA México', 'Banorte', 'Santander', 'Banco Azteca', 'HSBC México', 'Citibanamex'],
  // A CLABE: eighteen digits.
  bankAccount: (random) =>
    String(random.int(10_000_000, 99_999_999)) + String(random.int(1_000_000_000, 9_999_999_999)),
  idCard: (random, name) => `${name.slice(0, 4).toUpperCase()}${String(random.int(100_000, 999_999))}`,
  principals: [1_500, 2_000, 3_000, 4_500, 6_000, 8_000],
  product: (tenureDays) => `Préstamo ${tenureDays} días`,
  workingHoursUtc: [14, 23],
  recordNotes: [
    'Dice que paga el viernes, al recibir su quincena.',
    'No contesta; se deja mensaje de voz.',
    'Contestó un familiar, pasará el recado.',
    'Pide el enlace de pago por WhatsApp.',
    'Reconoce la deuda, pide unos días más.',
    'Se le explicaron los cargos por atraso.',
  ],
}

const nigeria: CountryProfile = {
  givenNames: [
    'Ngozi',
    'Chinedu',
    'Funmilayo',
    'Oluwaseun',
    'Aisha',
    'Ibrahim',
    'Chiamaka',
    'Emeka',
    'Folake',
    'Babatunde',
    'Amaka',
    'Tunde',
    'Zainab',
    'Yusuf',
    'Blessing',
    'Obinna',
  ],
  familyNames: [
    'Okafor',
    'Adeyemi',
    'Balogun',
    'Eze',
    'Nwachukwu',
    'Okonkwo',
    'Adebayo',
    'Abubakar',
    'Mohammed',
    'Olawale',
    'Uchenna',
    'Ogunleye',
    'Afolabi',
    'Chukwu',
    'Oyelaran-Adeyemi',
    'Okoro',
  ],
  familyNameCount: 1,
  // +234, then a mobile network's prefix and seven digits.
  phone: (random) =>
    `234${random.pick(['803', '806', '813', '816', '703', '706', '810', '814', '902', '905', '802', '808'])}${digits(random, 7)}`,
  banks: ['Access Bank', 'GTBank', 'Zenith Bank', 'First Bank', 'UBA', 'OPay', 'Moniepoint'],
  // A NUBAN: ten digits.
  bankAccount: (random) => digits(random, 10),
  // A National Identification Number: eleven digits.
  idCard: (random) => digits(random, 11),
  principals: [20_000, 30_000, 50_000, 75_000, 100_000, 150_000],
  product: (tenureDays) => `${tenureDays}-day loan`,
  workingHoursUtc: [7, 16],
  recordNotes: [
    'Says she will pay on Friday, after salary.',
    'No answer; left a voice message.',
    'A relative answered and will pass the message on.',
    'Asked for the payment link on WhatsApp.',
    'Acknowledges the debt, asks for a few more days.',
    'Explained the late charges again.',
  ],
}

/** The currency each country's loans are lent in. */
export const countryCurrencies: Record<DemoCountry, string> = { MX: 'MXN', NG: 'NGN' }

export const countryProfiles: Record<DemoCountry, CountryProfile> = { MX: mexico, NG: nigeria }

/** A team's or a collector's country, from the country code the demo accounts carry. */
export const demoCountryOf = (cc: string | null | undefined): DemoCountry => (cc === 'NG' ? 'NG' : 'MX')
