#!/usr/bin/env node
// The playground in a real browser: Debian's Chromium driven by
// playwright-core against the local server. The lit regions are compared
// with `reach` computed here in Node by the built library (dist/), on the
// position the page itself saves as a scenario. Run with `npm run
// test:browser`; prints `N passed, M failed` and exits 1 on any failure.
// `--readme` also writes the README screenshot, docs/playground.png.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { toPalettePng } from './png-palette.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const shots = join(root, 'site', 'screenshots')

const run = (command, args) => {
  const done = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

// Build what is missing: the library for Node, the page for the browser.
if (!existsSync(join(root, 'dist', 'index.js'))) run('npm', ['run', 'build'])
if (!existsSync(join(root, 'site', 'playground', 'main.js'))) run(join(root, 'node_modules', '.bin', 'tsup'), ['--env.TARGET', 'playground', '--silent'])
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`)
  process.exit(1)
}

// The library as Node runs it, all three entries as one: the page is checked against it.
const lib = { ...(await import(join(root, 'dist', 'index.js'))), ...(await import(join(root, 'dist', 'json.js'))), ...(await import(join(root, 'dist', 'maps.js'))) }
const { chromium } = await import('playwright-core')

let passed = 0
let failed = 0
const check = async (name, body) => {
  try {
    await body()
    passed++
    console.log(`  ok  ${name}`)
  } catch (error) {
    failed++
    console.log(`  FAIL ${name}\n       ${error instanceof Error ? error.message : String(error)}`)
  }
}
const expect = (condition, message) => {
  if (!condition) throw new Error(message)
}
const sameSet = (actual, expected, what) => {
  const a = [...actual].sort()
  const e = [...expected].sort()
  expect(JSON.stringify(a) === JSON.stringify(e), `${what}: page ${JSON.stringify(a)}, Node ${JSON.stringify(e)}`)
}
const messagesOf = (violations) => violations.flatMap((v) => [v.message, ...(v.code === 'NO_PATH' ? messagesOf(v.reasons) : [])])

// The server, on a free loopback port.
const server = spawn(process.execPath, [join(root, 'docs', 'playground', 'serve.mjs'), '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
const address = await new Promise((resolve, reject) => {
  let text = ''
  const timer = setTimeout(() => reject(new Error('the server did not start')), 10_000)
  server.stdout.on('data', (chunk) => {
    text += String(chunk)
    const found = /http:\/\/127\.0\.0\.1:\d+\/playground\//.exec(text)
    if (found !== null) {
      clearTimeout(timer)
      resolve(found[0])
    }
  })
  server.once('exit', () => reject(new Error('the server exited')))
})

const profile = await mkdtemp(join(tmpdir(), 'marchlaw-chromium-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  headless: true,
  viewport: { width: 1280, height: 860 },
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})
const page = context.pages()[0] ?? (await context.newPage())
const consoleErrors = []
page.on('console', (message) => {
  if (message.type() === 'error') consoleErrors.push(message.text())
})
page.on('pageerror', (error) => consoleErrors.push(error.message))
// Nothing may come from outside the local server.
const outside = []
await page.route('**/*', (route) => {
  const url = route.request().url()
  if (url.startsWith('http://127.0.0.1:') || url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
  outside.push(url)
  return route.abort()
})

const region = (id) => page.locator(`#map [data-region="${id}"]`)
const verdicts = async (verdict) => page.locator(`[data-verdict="${verdict}"]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-region')))
const ticked = async () => page.locator('#selection input[type=checkbox]:checked').evaluateAll((els) => els.map((e) => e.value))
const saved = async () => {
  await page.click('#save')
  const decoded = lib.decodeScenario(JSON.parse(await page.inputValue('#scenario-text')))
  expect(decoded._tag === 'Right', 'the saved scenario decodes')
  return decoded.right
}
const boardOf = (scenario) => {
  const board = lib.scenarioBoard(scenario.map)
  expect(board._tag === 'Right', 'the saved map compiles')
  return board.right
}
const logLines = async () => page.locator('#log li').allInnerTexts()
const mapPicture = async () => page.locator('#map').evaluate((svg) => svg.innerHTML)
const clear = async () => {
  await page.keyboard.press('Escape')
  await page.mouse.move(2, 2)
}
const pickMap = async (name) => {
  await page.selectOption('#map-picker', name)
  await page.waitForSelector('[data-region]')
}
const select = async (id) => {
  await clear()
  await region(id).click()
}

/** Selects the army of `origin` and checks the lit regions against `reach` in Node. */
const litMatchesReach = (origin, reachOf) =>
  check(`lit regions equal reach for the army in ${origin}`, async () => {
    await select(origin)
    const ids = await ticked()
    expect(ids.length > 0, `pieces are ticked in ${origin}`)
    const scenario = await saved()
    const found = reachOf(boardOf(scenario), scenario.state, ids)
    const attackable = Object.keys(found.attackable ?? {})
    sameSet(await verdicts('lit'), Object.keys(found.reachable), `lit regions from ${origin} (${ids.join(', ')})`)
    sameSet(await verdicts('attackable'), attackable, `attackable regions from ${origin}`)
    sameSet(await verdicts('refused'), Object.keys(found.unreachable).filter((id) => id !== origin && !attackable.includes(id)), `refused regions from ${origin}`)
  })

try {
  await page.goto(address)
  await page.waitForSelector('[data-region]')

  console.log('heroes, Demo Isles')
  await pickMap('demo-isles')
  const openingPicture = await mapPicture()
  for (const origin of ['greenvale', 'oakwood', 'cape-west', 'amber-fields', 'north-harbor', 'red-capital', 'stonecrest', 'south-harbor'])
    await litMatchesReach(origin, (board, state, ids) => lib.march.reach(board, state, ids))

  await check('hovering a refused region shows every reason', async () => {
    await select('greenvale')
    const scenario = await saved()
    const reasons = lib.march.reach(boardOf(scenario), scenario.state, await ticked()).unreachable['amber-fields']
    expect(reasons !== undefined, 'amber-fields is refused in Node')
    await region('amber-fields').hover()
    const tip = page.locator('#reason')
    expect(await tip.isVisible(), 'the tooltip shows')
    const text = await tip.innerText()
    for (const message of messagesOf(reasons)) expect(text.includes(message), `the tooltip says "${message}"; it says "${text}"`)
  })

  await check('focusing a refused region by keyboard shows its reason', async () => {
    await select('greenvale')
    await region('high-peaks').focus()
    expect((await region('high-peaks').getAttribute('aria-describedby')) === 'reason', 'the region is described by the reason panel')
    const text = await page.locator('#reason').innerText()
    expect(text.includes('High Peaks') && text.includes('Cannot go'), `the reason panel explains High Peaks: "${text}"`)
  })

  await check('a legal move updates the map and the log, and undo restores the picture', async () => {
    await clear()
    const before = await mapPicture()
    await select('greenvale')
    const scenario = await saved()
    await region('oakwood').click()
    const log = await logLines()
    const move = { type: 'march', faction: 'red', units: ['r-paladin', 'r-w1', 'r-w2'], to: 'oakwood' }
    const applied = lib.heroes.applyMove(boardOf(scenario), scenario.state, move)
    expect(applied._tag === 'Right', 'the move is legal in Node')
    const inWords = (event) => lib.eventInWords(boardOf(scenario), event, { state: scenario.state })
    for (const event of applied.right.events) expect(log.includes(inWords(event)), `the log has "${inWords(event)}"`)
    expect(((await region('oakwood').getAttribute('aria-label')) ?? '').includes('r-paladin'), 'oakwood now holds the paladin')
    expect(!((await region('greenvale').getAttribute('aria-label')) ?? '').includes('r-paladin'), 'greenvale no longer does')
    await page.click('#undo')
    await clear()
    expect((await mapPicture()) === before, 'undo draws the map exactly as before')
    expect((await logLines()).join() === 'No move yet.', 'undo restores the log')
    await page.click('#redo')
    expect(((await region('oakwood').getAttribute('aria-label')) ?? '').includes('r-paladin'), 'redo moves the paladin again')
    await page.click('#undo')
  })

  await check('an illegal move shows every message of its violations', async () => {
    await select('greenvale')
    await region('amber-fields').click()
    const scenario = await saved()
    const verdict = lib.heroes.validateMove(boardOf(scenario), scenario.state, scenario.move)
    expect(verdict._tag === 'Left', 'the move is refused in Node')
    const text = await page.locator('#verdict').innerText()
    for (const message of messagesOf(verdict.left)) expect(text.includes(message), `the verdict says "${message}"`)
    expect((await page.locator('#undo').isDisabled()), 'a refused move adds no undo step')
  })

  await check('Enter on a focused lit region moves; a swamp reveals two tokens one at a time', async () => {
    await select('south-harbor')
    await region('fenmire').focus()
    await page.keyboard.press('Enter')
    expect((await page.locator('#pending').innerText()).includes('t1'), 'token t1 waits to be resolved')
    await select('lowmeadow')
    expect((await verdicts('lit')).length === 0, 'no March while an exploration is pending')
    await page.click('#resolve')
    expect((await logLines()).some((line) => line.includes('t1') && line.includes('resolved')), 'the log says t1 was resolved')
    expect((await page.locator('#pending').innerText()).includes('t2'), 'then the second token, t2, is revealed')
    await page.click('#resolve')
    expect((await page.locator('#pending').innerText()).includes('No exploration pending'), 'both tokens resolved')
    expect((await page.locator('#slots').innerText()).includes('1'), 'one March Action Slot is left')
  })

  await check('the player view hides the kinds of face-down tokens', async () => {
    await page.selectOption('#view-as', 'blue')
    const letters = await page.locator('.token-letter').allTextContents()
    expect(letters.length > 0 && letters.every((letter) => letter === '?'), `every token shows "?": ${letters.join(' ')}`)
    await page.selectOption('#view-as', '')
    expect((await page.locator('.token-letter').allTextContents()).some((letter) => letter !== '?'), 'the host sees the kinds')
  })

  await check('no March Action Slot left refuses every March', async () => {
    await page.click('#muster')
    await select('cape-west')
    await region('tidewood').click()
    await select('red-capital')
    await region('greenvale').click()
    await select('oakwood')
    const text = await page.locator('#reason').innerText().catch(() => '')
    expect((await verdicts('lit')).length === 0, `nothing is lit without a slot (${text})`)
    await page.click('#new-round')
    await select('oakwood')
    expect((await verdicts('lit')).length > 0, 'a new round lights regions again')
  })

  await mkdir(shots, { recursive: true })
  await pickMap('demo-isles')
  await check('choosing the map again restores the opening', async () => {
    await clear()
    expect((await mapPicture()) === openingPicture, 'the opening is drawn as at first')
  })
  await select('greenvale')
  await page.evaluate(() => window.scrollTo(0, 0))
  await region('amber-fields').hover()
  await page.screenshot({ path: join(shots, 'demo-isles.png') })
  // The README's picture, in 256 colours to stay well under 150 kB.
  if (process.argv.includes('--readme')) await writeFile(join(root, 'docs', 'playground.png'), toPalettePng(await readFile(join(shots, 'demo-isles.png'))))

  console.log('ring, Demo Marches')
  await pickMap('demo-marches')
  const ringReach = (action) => (board, state, ids) => lib.ring.reach(board, state, ids, action)
  for (const origin of ['westmark-citadel', 'ash-gate', 'silverwood-glade', 'old-bridge', 'crossroads', 'iron-pass'])
    await litMatchesReach(origin, ringReach('army-die'))
  await page.check('input[name=action][value=character-die]')
  for (const origin of ['iron-pass', 'westmark-citadel', 'ash-plain']) await litMatchesReach(origin, ringReach('character-die'))
  await page.check('input[name=action][value=event-move]')
  await page.fill('#allow-regions', '3')
  await page.dispatchEvent('#allow-regions', 'change')
  for (const origin of ['ash-plain', 'westmark-citadel', 'highfold-hall']) await litMatchesReach(origin, ringReach({ armies: 2, regions: 3 }))
  await page.check('input[name=action][value=army-die]')

  await check('putting a nation At War opens its neighbours', async () => {
    await select('silverwood-glade')
    expect(!(await verdicts('lit')).includes('westmark-fields'), 'silverwood may not enter westmark before it is At War')
    await page.check('input[data-nation=silverwood]')
    await litMatchesReach('silverwood-glade', ringReach('army-die'))
    await select('silverwood-glade')
    expect((await verdicts('lit')).includes('westmark-fields'), 'then it may')
    await page.click('#undo')
  })

  await check('entering an enemy settlement captures it', async () => {
    await select('old-bridge')
    await region('river-watch').click()
    expect((await logLines()).some((line) => line.includes('River Watch captured by the Free Peoples from the Shadow')), 'the log tells the capture')
    expect((await page.locator('[data-settlement=river-watch]').innerText()).endsWith('free'), 'River Watch is held by free')
    await page.click('#undo')
    expect((await page.locator('[data-settlement=river-watch]').innerText()).endsWith('shadow'), 'undo gives it back')
  })

  await check('a refused ring move shows every message', async () => {
    await select('ash-gate')
    await region('iron-pass').click()
    const scenario = await saved()
    const verdict = lib.ring.validateMove(boardOf(scenario), scenario.state, scenario.move)
    expect(verdict._tag === 'Left', 'refused in Node too')
    const text = await page.locator('#verdict').innerText()
    for (const message of messagesOf(verdict.left)) expect(text.includes(message), `the verdict says "${message}"`)
  })

  await check('two armies of one Army die, planned then applied together', async () => {
    await page.check('#combine')
    await select('westmark-ford')
    await region('westmark-fields').click()
    expect((await page.locator('#plan li').count()) === 1, 'army 1 is planned')
    await region('old-bridge').click()
    const scenario = await saved()
    const board = boardOf(scenario)
    const ids = await ticked()
    const expected = board.ids.filter((to) => {
      const move = { type: 'army-die', side: 'free', moves: [{ figures: ['wm-r3'], to: 'westmark-fields' }, { figures: ids, to }] }
      return lib.ring.validateMove(board, scenario.state, move)._tag === 'Right'
    })
    sameSet(await verdicts('lit'), expected, 'lit regions of the second army')
    await region('crossroads').click()
    const moved = (await logLines()).filter((line) => line.includes('moved from'))
    expect(moved.length === 2, `both armies moved in one action: ${moved.join(' | ')}`)
    await page.click('#undo')
    await page.uncheck('#combine')
  })

  await check('a scenario that does not fit the format shows its errors', async () => {
    const bad = { format: 'marchlaw/scenario@1', map: 'demo-isles', state: { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: { r1: { faction: 'red', type: 'serf', regoin: 'greenvale' } } }, move: { type: 'march', faction: 'red', units: ['r1'], to: 'oakwood' } }
    await page.fill('#scenario-text', JSON.stringify(bad))
    await page.click('#load')
    const text = await page.locator('#scenario-problems').innerText()
    const decoded = lib.decodeScenario(bad)
    expect(decoded._tag === 'Left', 'Node refuses it too')
    for (const problem of decoded.left) expect(text.includes(problem.message), `the page says "${problem.message}"`)
  })

  await check('loading a scenario shows its position and plays its move', async () => {
    const scenario = {
      format: 'marchlaw/scenario@1',
      map: 'demo-isles',
      state: { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { warrior: 2 } }, units: { w1: { faction: 'red', type: 'warrior', region: 'cape-west' } } },
      move: { type: 'march', faction: 'red', units: ['w1'], to: 'tidewood' },
    }
    await page.fill('#scenario-text', JSON.stringify(scenario))
    await page.click('#load')
    expect((await page.inputValue('#map-picker')) === 'demo-isles', 'the map of the scenario is shown')
    expect(((await region('cape-west').getAttribute('aria-label')) ?? '').includes('w1'), 'w1 stands in cape-west')
    await page.click('#play-scenario')
    expect(((await region('tidewood').getAttribute('aria-label')) ?? '').includes('w1'), 'its move took w1 across graticule A')
  })

  await check('a region held by enemy Army units is lit for an attack, and a click attacks it', async () => {
    const figure = (kind, nation, region) => ({ kind, nation, region })
    const scenario = {
      format: 'marchlaw/scenario@1',
      map: 'demo-marches',
      state: {
        format: 'marchlaw/state@1',
        ruleset: 'ring',
        nations: { westmark: { side: 'free', atWar: true }, ashland: { side: 'shadow', atWar: true } },
        figures: { 'wm-r1': figure('regular', 'westmark', 'westmark-ford'), 'wm-marshal': figure('leader', 'westmark', 'westmark-ford'), 'ag-r1': figure('regular', 'ashland', 'old-bridge') },
      },
      move: { type: 'attack', side: 'free', die: 'army', figures: ['wm-r1', 'wm-marshal'], target: 'old-bridge' },
    }
    await page.fill('#scenario-text', JSON.stringify(scenario))
    await page.click('#load')
    await page.check('input[name=action][value=army-die]')
    await litMatchesReach('westmark-ford', ringReach('army-die'))
    expect((await verdicts('attackable')).includes('old-bridge'), 'old-bridge is lit for an attack')
    await region('old-bridge').hover()
    expect((await page.locator('#reason').innerText()).includes('the army may attack'), 'the tooltip offers the attack')
    await page.screenshot({ path: join(shots, 'demo-marches-attack.png') })
    await region('old-bridge').click()
    expect((await logLines()).some((line) => line.includes('Battle in Old Bridge: the Free Peoples attack the Shadow')), 'the log tells the battle')
    expect(((await region('westmark-ford').getAttribute('aria-label')) ?? '').includes('wm-r1'), 'nothing moved')
  })

  await pickMap('demo-marches')
  await select('westmark-citadel')
  await page.evaluate(() => window.scrollTo(0, 0))
  await region('old-bridge').hover()
  await page.screenshot({ path: join(shots, 'demo-marches.png') })

  await check('no console errors, nothing loaded from outside', async () => {
    expect(consoleErrors.length === 0, `console errors: ${consoleErrors.join(' | ')}`)
    expect(outside.length === 0, `requests outside the server: ${outside.join(' ')}`)
  })
  console.log(`screenshots: ${shots}`)
} finally {
  await context.close()
  server.kill('SIGTERM')
  await rm(profile, { recursive: true, force: true })
}

console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
