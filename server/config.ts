import type { AmountCutShares } from '../contract/amountCuts.ts'
import type { PerformanceWeights } from '../contract/dashboardFigures.ts'
import type { MerchantFeeTerms } from '../contract/paymentLinks.ts'

export interface ServerConfig {
  port: number
  host: string
  databaseUrl: string | undefined
  dataDir: string
  /** A session unused this long answers 999998. */
  sessionIdleMs: number
  /** argon2id cost; OWASP's minimum (19 MiB, 2 passes) by default. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number }
  signInLimits: { perAccount: number; perAddress: number; windowMs: number }
  resetCode: { ttlMs: number; resendAfterMs: number; maxFailedAttempts: number }
  passwordLifetimeDays: number
  /** Serve the built client from here when it exists. */
  clientDir: string
  logLevel: string
  /**
   * The addresses or CIDRs of the reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY,
   * comma-separated). Empty: none is, and a client's own header cannot move the sign-in limit per
   * address.
   */
  trustedProxies: string[]
  /** How long the first answer to a client write id is kept, and how often old ones are removed. */
  clientMutations: { retentionMs: number; sweepEveryMs: number; sweepBatch: number }
  /**
   * The secret the loan platform signs repayment notifications with (REPAYMENT_NOTIFY_SECRET); unset,
   * the notification call refuses every call.
   */
  repaymentNotifySecret: string | undefined
  /**
   * How often each process looks for collectors whose day's notice is due
   * (CASE_STATISTICS_NOTICE_MINUTES); 0 sends none (tests send them on their own clock).
   */
  caseStatisticsEveryMs: number
  /** The SIM area's limits (issue 13). */
  simCards: SimCardSettings
  /** What the dashboards' figures mean where the spec is silent (docs/decisions/0044). */
  dashboards: DashboardSettings
  /** How amount cuts are bounded and how long one waits for review (issue 24, docs/decisions/0050). */
  amountCuts: AmountCutSettings
  /** How long an offline repayment waits for review (issue 24). */
  offlineRepayments: OfflineRepaymentSettings
  /** How a member's salary is drawn from the kept figures (issue 24, docs/decisions/0051). */
  salary: SalarySettings
  /** What a payment link may be for, its merchant's fee and its life (issue 24, docs/decisions/0052). */
  paymentLinks: PaymentLinkSettings
  /** The company accounts payouts are paid from (issue 24, docs/decisions/0053). */
  payouts: PayoutSettings
  /** When the rules that move cases by themselves run, and how (issue 26, docs/decisions/0055). */
  automaticRules: RuleRunSettings
}

/** How the rules that move cases by themselves are run (issue 26). */
export interface RuleRunSettings {
  /** How often each process looks for rules whose time has come (AUTOMATIC_RULES_TICK_MS, 60 s); 0 never. */
  tickEveryMs: number
  /** How late a time missed while no process ran is still run (AUTOMATIC_RULES_CATCH_UP_MS, 6 h). */
  catchUpMs: number
  /** A run whose heartbeat is older than this died with its process (AUTOMATIC_RULES_STALE_MS, 5 min). */
  staleAfterMs: number
  /** How many cases one batch of a run moves, in one transaction (AUTOMATIC_RULES_BATCH, 1,000). */
  batchSize: number
}

export interface PayoutSettings {
  /**
   * The company's account each currency is paid from, by currency (PAYOUT_ACCOUNTS,
   * "MXN:BBVA-012180001234567890,NGN:GTBANK-0123456789,INR:HDFC-50100123456789,PKR:HBL-12345678901234").
   */
  accounts: Readonly<Record<string, string>>
}

export interface OfflineRepaymentSettings {
  /** One pending longer than this expires (OFFLINE_REPAYMENT_EXPIRY_HOURS, 72). */
  expiresAfterMs: number
  /** How often each process expires the ones that waited too long (OFFLINE_REPAYMENT_SWEEP_MINUTES, 5); 0 never. */
  expireEveryMs: number
}

/** Amounts in a currency's minor units; rates in basis points (1/100 of a percent). */
export interface SalarySettings {
  /**
   * Base pay for a period by currency and team type (SALARY_BASE_PAY,
   * "MXN:collection:800000,MXN:sales:700000,NGN:collection:15000000,NGN:sales:12000000").
   */
  basePay: Readonly<Record<string, number>>
  /** Commission on the money collected, by team type (SALARY_COMMISSION_BP, "collection:150,sales:200"). */
  commissionBasisPoints: Readonly<Record<string, number>>
  /** Bonus per finished case, by currency (SALARY_CASE_BONUS, "MXN:2000,NGN:50000"). */
  finishedCaseBonus: Readonly<Record<string, number>>
  /**
   * The currency a member is paid in, by their country code (SALARY_CURRENCIES,
   * "MX:MXN,NG:NGN,IN:INR,PK:PKR"): a team works one brand's loans, in the money of its country.
   */
  currencyByCountry: Readonly<Record<string, string>>
}

/**
 * A setting of `key:value` pairs (the key itself may hold a colon: "MXN:sales:700000"), or its default;
 * a value that is not a whole number of at least 0 stops the server at start, naming the variable.
 */
function pairsOf<V>(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: string,
  read: (value: string) => V | undefined,
): Record<string, V> {
  const given = env[name]?.trim() || fallback
  const pairs: Record<string, V> = {}
  for (const item of given.split(',')) {
    const at = item.lastIndexOf(':')
    const value = at > 0 ? read(item.slice(at + 1).trim()) : undefined
    if (value === undefined)
      throw new Error(
        `${name}=${given} is not a valid setting (docs/decisions/0051); its default is ${fallback}`,
      )
    pairs[item.slice(0, at).trim()] = value
  }
  return pairs
}

const wholeAmount = (value: string) => (/^\d{1,12}$/.test(value) ? Number(value) : undefined)
const currencyCode = (value: string) => (/^[A-Z]{3}$/.test(value) ? value : undefined)

function salarySettingsOf(env: NodeJS.ProcessEnv): SalarySettings {
  return {
    basePay: pairsOf(
      env,
      'SALARY_BASE_PAY',
      'MXN:collection:800000,MXN:sales:700000,NGN:collection:15000000,NGN:sales:12000000',
      wholeAmount,
    ),
    commissionBasisPoints: pairsOf(env, 'SALARY_COMMISSION_BP', 'collection:150,sales:200', (value) => {
      const points = wholeAmount(value)
      return points !== undefined && points <= 10_000 ? points : undefined
    }),
    finishedCaseBonus: pairsOf(env, 'SALARY_CASE_BONUS', 'MXN:2000,NGN:50000', wholeAmount),
    currencyByCountry: pairsOf(env, 'SALARY_CURRENCIES', 'MX:MXN,NG:NGN,IN:INR,PK:PKR', currencyCode),
  }
}

export interface PaymentLinkSettings {
  /** The loan platform's checkout; a link is this address and its reference (PAYMENT_LINK_BASE_URL). */
  baseUrl: string
  /** The least a link may be for, in minor units (PAYMENT_LINK_MIN_AMOUNT, 100: one peso, one naira). */
  minAmount: number
  /** The merchant's share in basis points (PAYMENT_LINK_FEE_BASIS_POINTS, 250: 2.5%). */
  feeBasisPoints: number
  /**
   * The merchant's fixed part per currency, in minor units (PAYMENT_LINK_FIXED_FEES, "MXN:300,NGN:10000,
   * INR:300"); a currency not listed has none.
   */
  fixedFees: Readonly<Record<string, number>>
  /** A link active longer than this expires (PAYMENT_LINK_EXPIRY_HOURS, 24). */
  expiresAfterMs: number
  /** How often each process expires the links that outlived their life (PAYMENT_LINK_SWEEP_MINUTES, 5); 0 never. */
  expireEveryMs: number
}

/** The merchant's terms for a link in this currency. */
export const feeTermsOf = (settings: PaymentLinkSettings, currency: string): MerchantFeeTerms => ({
  basisPoints: settings.feeBasisPoints,
  fixed: settings.fixedFees[currency] ?? 0,
})

export interface AmountCutSettings extends AmountCutShares {
  // normalInterestPercent: AMOUNT_CUT_INTEREST_PERCENT (50); delayedMinPenaltyPercent:
  // AMOUNT_CUT_DELAYED_MIN_PENALTY_PERCENT (50).
  /** A cut pending longer than this expires (AMOUNT_CUT_EXPIRY_HOURS, 72). */
  expiresAfterMs: number
  /** How often each process expires the cuts that waited too long (AMOUNT_CUT_SWEEP_MINUTES, 5); 0 never. */
  expireEveryMs: number
}

export interface DashboardSettings {
  /** Prime time, in whole hours of a person's own day (PRIME_TIME_HOURS, "9-13": 09:00 to 13:00). */
  primeTime: { fromHour: number; toHour: number }
  /** The day of the month a salary period begins (SALARY_PERIOD_START_DAY, 1: the calendar month). */
  salaryPeriodStartDay: number
  /** Points per finished case, call and WhatsApp message (WORK_POINTS, "10,2,1"). */
  performanceWeights: PerformanceWeights
}

export interface SimCardSettings {
  /** How many cards one member may hold at once (SIM_CARDS_PER_MEMBER, 1 by default). */
  cardsPerMember: number
  /** A card application pending longer than this expires (SIM_APPLICATION_EXPIRY_HOURS, 72). */
  applicationExpiresAfterMs: number
  /** A WhatsApp code request pending longer than this expires (OTP_EXPIRY_MINUTES, 15). */
  otpExpiresAfterMs: number
  /** How many code requests a member may make in the window (OTP_REQUESTS_PER_HOUR, 3 an hour). */
  otpRequestLimit: number
  otpRequestWindowMs: number
  /** How many times the office manager may find no code before a request fails. */
  otpMaxAttempts: number
  /** How often each process expires what waited too long (SIM_EXPIRY_SWEEP_MINUTES, 5); 0 never. */
  expireEveryMs: number
}

const dayMs = 86_400_000

/**
 * Numbers a setting lists (PRIME_TIME_HOURS=9-13), or its default when unset. A value given but not
 * valid stops the server at start, naming the variable: a wrong figure on every dashboard is worse.
 */
function numbersOf(
  env: NodeJS.ProcessEnv,
  name: string,
  separator: string,
  fallback: number[],
  valid: (numbers: number[]) => boolean,
): number[] {
  const value = env[name]?.trim()
  if (!value) return fallback
  const numbers = value.split(separator).map(Number)
  if (numbers.length !== fallback.length || !numbers.every(Number.isFinite) || !valid(numbers))
    throw new Error(
      `${name}=${value} is not a valid setting (docs/decisions/0044); its default is ${fallback.join(separator)}`,
    )
  return numbers
}

function dashboardSettingsOf(env: NodeJS.ProcessEnv): DashboardSettings {
  const [fromHour, toHour] = numbersOf(
    env,
    'PRIME_TIME_HOURS',
    '-',
    [9, 13],
    ([from, to]) =>
      [from, to].every((hour) => Number.isInteger(hour) && hour! >= 0 && hour! <= 24) && from! < to!,
  ) as [number, number]
  const [finishedCases, calls, whatsappMessages] = numbersOf(env, 'WORK_POINTS', ',', [10, 2, 1], (points) =>
    points.every((point) => point >= 0),
  ) as [number, number, number]
  // A month has at least 28 days: a later start day would skip a period in February.
  const [salaryPeriodStartDay] = numbersOf(
    env,
    'SALARY_PERIOD_START_DAY',
    ',',
    [1],
    ([day]) => Number.isInteger(day) && day! >= 1 && day! <= 28,
  ) as [number]
  return {
    primeTime: { fromHour, toHour },
    salaryPeriodStartDay,
    performanceWeights: { finishedCases, calls, whatsappMessages },
  }
}

/** A whole percent from 0 to 100; anything else stops the server at start, naming the variable. */
function percentOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const [percent] = numbersOf(
    env,
    name,
    ',',
    [fallback],
    ([value]) => Number.isInteger(value) && value! >= 0 && value! <= 100,
  )
  return percent!
}

/** CODE:minor pairs (PAYMENT_LINK_FIXED_FEES=MXN:300,NGN:10000); a malformed one stops the server at start. */
function feesByCurrencyOf(env: NodeJS.ProcessEnv, name: string, fallback: string): Record<string, number> {
  const value = env[name]?.trim() || fallback
  const fees: Record<string, number> = {}
  for (const pair of listOf(value)) {
    const [currency, fee] = pair.split(':').map((part) => part.trim())
    if (!currency || !/^[A-Z]{3}$/.test(currency) || !/^\d+$/.test(fee ?? ''))
      throw new Error(
        `${name}=${value} is not a valid setting (CODE:minor units, comma-separated); its default is ${fallback}`,
      )
    fees[currency] = Number(fee)
  }
  return fees
}

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    sessionIdleMs: Number(env.SESSION_IDLE_HOURS ?? 12) * 3_600_000,
    argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    signInLimits: { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 },
    resetCode: { ttlMs: 10 * 60_000, resendAfterMs: 60_000, maxFailedAttempts: 5 },
    passwordLifetimeDays: 90,
    clientDir: env.CLIENT_DIR ?? './dist',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustedProxies: listOf(env.TRUST_PROXY),
    clientMutations: {
      retentionMs: Number(env.CLIENT_MUTATION_RETENTION_DAYS ?? 30) * dayMs,
      sweepEveryMs: Number(env.CLIENT_MUTATION_SWEEP_MINUTES ?? 60) * 60_000,
      sweepBatch: 1000,
    },
    repaymentNotifySecret: env.REPAYMENT_NOTIFY_SECRET || undefined,
    caseStatisticsEveryMs: Number(env.CASE_STATISTICS_NOTICE_MINUTES ?? 15) * 60_000,
    simCards: {
      cardsPerMember: Number(env.SIM_CARDS_PER_MEMBER ?? 1),
      applicationExpiresAfterMs: Number(env.SIM_APPLICATION_EXPIRY_HOURS ?? 72) * 3_600_000,
      otpExpiresAfterMs: Number(env.OTP_EXPIRY_MINUTES ?? 15) * 60_000,
      otpRequestLimit: Number(env.OTP_REQUESTS_PER_HOUR ?? 3),
      otpRequestWindowMs: 3_600_000,
      otpMaxAttempts: 3,
      expireEveryMs: Number(env.SIM_EXPIRY_SWEEP_MINUTES ?? 5) * 60_000,
    },
    dashboards: dashboardSettingsOf(env),
    amountCuts: {
      normalInterestPercent: percentOf(env, 'AMOUNT_CUT_INTEREST_PERCENT', 50),
      delayedMinPenaltyPercent: percentOf(env, 'AMOUNT_CUT_DELAYED_MIN_PENALTY_PERCENT', 50),
      expiresAfterMs: Number(env.AMOUNT_CUT_EXPIRY_HOURS ?? 72) * 3_600_000,
      expireEveryMs: Number(env.AMOUNT_CUT_SWEEP_MINUTES ?? 5) * 60_000,
    },
    offlineRepayments: {
      expiresAfterMs: Number(env.OFFLINE_REPAYMENT_EXPIRY_HOURS ?? 72) * 3_600_000,
      expireEveryMs: Number(env.OFFLINE_REPAYMENT_SWEEP_MINUTES ?? 5) * 60_000,
    },
    salary: salarySettingsOf(env),
    payouts: {
      accounts: pairsOf(
        env,
        'PAYOUT_ACCOUNTS',
        'MXN:BBVA-012180001234567890,NGN:GTBANK-0123456789,INR:HDFC-50100123456789,PKR:HBL-12345678901234',
        (value) => (/^[A-Za-z0-9 ._-]{1,60}$/.test(value) ? value : undefined),
      ),
    },
    automaticRules: {
      tickEveryMs: Number(env.AUTOMATIC_RULES_TICK_MS ?? 60_000),
      catchUpMs: Number(env.AUTOMATIC_RULES_CATCH_UP_MS ?? 21_600_000),
      staleAfterMs: Number(env.AUTOMATIC_RULES_STALE_MS ?? 300_000),
      batchSize: Number(env.AUTOMATIC_RULES_BATCH ?? 1000),
    },
    paymentLinks: {
      baseUrl: (env.PAYMENT_LINK_BASE_URL || 'https://pay.example.invalid/checkout').replace(/\/+$/, ''),
      minAmount: Number(env.PAYMENT_LINK_MIN_AMOUNT ?? 100),
      feeBasisPoints: numbersOf(
        env,
        'PAYMENT_LINK_FEE_BASIS_POINTS',
        ',',
        [250],
        ([bp]) => Number.isInteger(bp) && bp! >= 0 && bp! <= 10_000,
      )[0]!,
      fixedFees: feesByCurrencyOf(env, 'PAYMENT_LINK_FIXED_FEES', 'MXN:300,NGN:10000,INR:300'),
      expiresAfterMs: Number(env.PAYMENT_LINK_EXPIRY_HOURS ?? 24) * 3_600_000,
      expireEveryMs: Number(env.PAYMENT_LINK_SWEEP_MINUTES ?? 5) * 60_000,
    },
  }
}
