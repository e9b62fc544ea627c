// Once per run, before any worker starts its server: the client is built here, not by each server.
import { buildClientIfChanged } from '../../scripts/clientBuild.ts'

export default function buildTheClientOnce(): void {
  buildClientIfChanged()
}
