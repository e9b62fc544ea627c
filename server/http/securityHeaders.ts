import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * The console's Content-Security-Policy. The built app (vite's index.html, its module chunks and CSS)
 * and the API docs (swagger-ui, whose page loads its scripts from files) come from this origin alone
 * and run nothing inline, so that is all a page may load or run: an injected `<script>` or `onclick=`
 * does not run, and no page may frame the console (frame-ancestors).
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  // Radix's modal dialogs (react-remove-scroll) and swagger-ui write <style> elements at run time, with
  // content that varies (so no hash fits); inline style attributes stay refused, scripts stay strict.
  styleSrcElem: ["'self'", "'unsafe-inline'"],
  styleSrcAttr: ["'none'"],
  // Tailwind's and swagger-ui's stylesheets draw small icons as data: URLs.
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Not upgrade-insecure-requests: the console is also served over plain http inside an office network,
  // where upgrading its own requests to https would break every page.
}

/** Security headers on every answer (API, app, docs, errors): helmet's set, with the policy above. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  })
}
