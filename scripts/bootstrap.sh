#!/usr/bin/env bash
# The one bootstrap behind `npm start`, `npm test`, `npm run bench`, `npm run seed` and `npm run dev`:
# make sure a Node >= 22.19 runs the rest (installing the npm package node@24 into .node/ when the
# system Node is older), install dependencies when package.json or the lock file changed, then run the
# given TypeScript script with that Node (type stripping, no build step).
set -euo pipefail
cd "$(dirname "$0")/.."

node_is_recent() {
  "$1" -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 19) ? 0 : 1)' 2>/dev/null
}

if ! command -v node >/dev/null 2>&1 || ! node_is_recent node; then
  if ! [ -x .node/node_modules/.bin/node ] || ! node_is_recent .node/node_modules/.bin/node; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "This project needs Node.js 24 LTS (or at least 22.19). Install Node.js, then run the command again." >&2
      exit 1
    fi
    echo "Node $(node -v 2>/dev/null || echo '(none)') is older than 22.19: installing Node 24 into .node/ ..."
    npm install --prefix .node --no-save --no-package-lock --no-audit --no-fund --loglevel=error node@24
  fi
  export PATH="$PWD/.node/node_modules/.bin:$PATH"
fi

stamp=node_modules/.bootstrap-stamp
wanted="$(node -e 'const c = require("node:crypto").createHash("sha256"); for (const f of ["package.json", "package-lock.json"]) { try { c.update(require("node:fs").readFileSync(f)) } catch {} } c.update(process.versions.node.split(".")[0]); console.log(c.digest("hex"))')"
if ! [ -f "$stamp" ] || [ "$(cat "$stamp")" != "$wanted" ]; then
  echo "Installing dependencies (package.json or package-lock.json changed) ..."
  npm install --no-audit --no-fund --loglevel=error
  echo "$wanted" > "$stamp"
fi

exec node --disable-warning=ExperimentalWarning "$@"
