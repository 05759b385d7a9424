#!/usr/bin/env node
// Serves the built site (the playground and the API reference) on the
// loopback interface only, and prints the address. Usage:
//   node docs/playground/serve.mjs [--port N] [--root DIR]
// --port 0 (or a busy default) takes any free port. Only files under the
// root are served, read-only; nothing is fetched from the network.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
const option = (name, fallback) => {
  const at = process.argv.indexOf(name)
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback
}
const root = resolve(option('--root', join(here, '..', '..', 'site')))
const wanted = Number(option('--port', process.env.PORT ?? '4173'))

const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** The file a URL path names under the root, or null when it would leave the root. */
const fileOf = (urlPath) => {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/')
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = normalize(join(root, decoded))
  return file === root || file.startsWith(root + sep) ? file : null
}

const server = createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  if (request.url === '/' || request.url === '') {
    response.writeHead(302, { location: '/playground/' }).end()
    return
  }
  let file = fileOf(request.url ?? '/')
  if (file === null) {
    response.writeHead(403).end('forbidden')
    return
  }
  try {
    let stats = await stat(file)
    if (stats.isDirectory()) {
      if (!(request.url ?? '').split('?')[0]?.endsWith('/')) {
        response.writeHead(301, { location: `${(request.url ?? '').split('?')[0]}/` }).end()
        return
      }
      file = join(file, 'index.html')
      stats = await stat(file)
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'content-length': stats.size,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    if (request.method === 'HEAD') response.end()
    else createReadStream(file).pipe(response)
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found')
  }
})

const listen = (port) =>
  new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail)
      done(server.address())
    })
  })

let address
try {
  address = await listen(wanted)
} catch (error) {
  if (error?.code !== 'EADDRINUSE') throw error
  address = await listen(0)
}
const port = typeof address === 'object' && address !== null ? address.port : wanted
console.log(`marchlaw playground: http://127.0.0.1:${port}/playground/ (serving ${root}; Ctrl+C stops)`)

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
