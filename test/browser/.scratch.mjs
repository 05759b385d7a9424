import { chromium } from 'playwright-core'
import { readFile, writeFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
const dir = await mkdtemp(join(tmpdir(), 'pw-'))
const ctx = await chromium.launchPersistentContext(dir, { executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu'] })
const page = await ctx.newPage()
const png = await readFile('docs/playground.png')
for (const bits of [4, 5, 6]) {
  const url = await page.evaluate(async ({ b64, bits }) => {
    const img = new Image(); img.src = 'data:image/png;base64,' + b64; await img.decode()
    const c = document.createElement('canvas'); c.width = img.width; c.height = img.height
    const g = c.getContext('2d'); g.drawImage(img, 0, 0)
    const d = g.getImageData(0, 0, c.width, c.height); const step = 256 >> bits
    for (let i = 0; i < d.data.length; i++) if (i % 4 !== 3) d.data[i] = Math.min(255, Math.round(d.data[i] / step) * step)
    g.putImageData(d, 0, 0); return c.toDataURL('image/png')
  }, { b64: png.toString('base64'), bits })
  const out = Buffer.from(url.split(',')[1], 'base64')
  await writeFile(`/tmp/pg/q${bits}.png`, out); console.log(bits, out.length)
}
await ctx.close()
