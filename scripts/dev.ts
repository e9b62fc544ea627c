// `npm run dev`: the API server on PORT (3000) and Vite with hot reload on 5173, proxying the API.
import { spawn } from 'node:child_process'
import { runUntilSignal } from '../server/main.ts'

await runUntilSignal()
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' })
vite.once('exit', (code) => process.exit(code ?? 0))
console.log('Open the hot-reloading client at http://localhost:5173')
