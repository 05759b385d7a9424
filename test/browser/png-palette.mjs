// Rewrites a browser screenshot (8-bit RGB or RGBA PNG) as a 256-colour
// indexed PNG, so the README picture stays small without an image tool.
// The most frequent colours (on a 6-bit grid) make the palette; every other
// colour takes its nearest palette entry.
import { deflateSync, inflateSync } from 'node:zlib'

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

const crc32 = (bytes) => {
  let c = 0xffffffff
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type, body) => {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(body.length, 0)
  head.write(type, 4, 'ascii')
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0)
  return Buffer.concat([head, body, tail])
}

/** The pixels of a non-interlaced 8-bit RGB(A) PNG, as RGB triples. */
const decode = (png) => {
  let at = 8
  let width = 0
  let height = 0
  let channels = 0
  const compressed = []
  while (at < png.length) {
    const length = png.readUInt32BE(at)
    const type = png.toString('ascii', at + 4, at + 8)
    const body = png.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]]
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error('only 8-bit RGB(A) non-interlaced PNGs are supported')
      channels = colour === 6 ? 4 : 3
    } else if (type === 'IDAT') compressed.push(body)
    at += length + 12
  }
  const raw = inflateSync(Buffer.concat(compressed))
  const stride = width * channels
  const pixels = Buffer.alloc(width * height * 3)
  let previous = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)))
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (line[x - channels] ?? 0) : 0
      const up = previous[x] ?? 0
      const corner = x >= channels ? (previous[x - channels] ?? 0) : 0
      const p = left + up - corner
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - corner)]
      const paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner
      const add = [0, left, up, (left + up) >> 1, paeth][filter ?? 0] ?? 0
      line[x] = ((line[x] ?? 0) + add) & 0xff
    }
    for (let x = 0; x < width; x++) line.copy(pixels, (y * width + x) * 3, x * channels, x * channels + 3)
    previous = line
  }
  return { width, height, pixels }
}

/** The PNG as an indexed-colour PNG of at most 256 colours. */
export const toPalettePng = (png) => {
  const { width, height, pixels } = decode(png)
  const key = (i) => ((pixels[i] ?? 0) >> 2 << 12) | ((pixels[i + 1] ?? 0) >> 2 << 6) | ((pixels[i + 2] ?? 0) >> 2)
  const counts = new Map()
  for (let i = 0; i < pixels.length; i += 3) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1)
  const widen = (six) => (six << 2) | (six >> 4)
  const palette = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 256).map(([k]) => [widen((k >> 12) & 63), widen((k >> 6) & 63), widen(k & 63)])
  const nearest = new Map()
  const indexOf = (k) => {
    const known = nearest.get(k)
    if (known !== undefined) return known
    const [r, g, b] = [((k >> 12) & 63) << 2, ((k >> 6) & 63) << 2, (k & 63) << 2]
    let best = 0
    let distance = Infinity
    palette.forEach(([pr, pg, pb], i) => {
      const d = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2
      if (d < distance) [best, distance] = [i, d]
    })
    nearest.set(k, best)
    return best
  }
  const rows = Buffer.alloc(height * (width + 1))
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = indexOf(key((y * width + x) * 3))
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 3, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
