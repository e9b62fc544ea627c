/** The languages the service answers in: every text it sends has both. */
export type Language = 'en' | 'es'
export type Bilingual = Readonly<Record<Language, string>>
