// `npm start`: build the client when its sources changed, then migrate, seed on first start and serve.
import { runUntilSignal } from '../server/main.ts'
import { buildClientIfChanged } from './clientBuild.ts'

buildClientIfChanged()
await runUntilSignal()
