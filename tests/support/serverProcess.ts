// The real server as its own process, for tests that kill it (tests/server/killedMidFlushDurability.test.ts):
// DATA_DIR or DATABASE_URL and PORT from the environment, no client build, cheap password hashing.
import { configFromEnv } from '../../server/config.ts'
import { runUntilSignal } from '../../server/main.ts'

await runUntilSignal({
  // The rules that move cases tick only where a test asks for it (AUTOMATIC_RULES_TICK_MS).
  ...configFromEnv({ AUTOMATIC_RULES_TICK_MS: '0', ...process.env }),
  host: '127.0.0.1',
  clientDir: '/nonexistent-client-dir',
  logLevel: 'warn',
  argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
})
