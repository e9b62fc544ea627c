// One server process of the scaling bench (bench/scaling.ts): the app on DATABASE_URL at PORT, as a
// deployment's process behind a load balancer would run it. Says "listening" once it answers.
import { configFromEnv } from '../server/config.ts'
import { startServer } from '../server/main.ts'

const config = { ...configFromEnv(), logLevel: 'warn' }
const server = await startServer(config)
console.log('listening')
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void server.stop().then(() => process.exit(0)))
