/**
 * Draws the social-card images (Open Graph and Twitter previews) for each section of the site
 * and writes them to public/img/social/{section}.png at 1200×630. The PNGs are committed, so the
 * build does not need a browser; run this again after changing the cards' text or the brand:
 *
 *   npm run social-cards
 *
 * Uses playwright-core with Debian's Chromium (scripts/support/chromium.ts) to render an HTML card.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { socialCardSections, socialCardSize } from '../app/lib/meta.ts'
import { chromiumArgs, chromiumPath, ensureChromium } from './support/chromium.ts'
import { readFlags } from './support/command-line.ts'
import { cardHtml } from './support/social-card-html.ts'

readFlags('npm run social-cards (no arguments)', {})
const outDir = join(process.cwd(), 'public/img/social')

ensureChromium()
mkdirSync(outDir, { recursive: true })
const logo = readFileSync(join(process.cwd(), 'public/img/logo.svg'), 'utf8')
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
try {
  const page = await browser.newPage({ viewport: socialCardSize, deviceScaleFactor: 1 })
  for (const section of socialCardSections) {
    await page.setContent(cardHtml(section, logo), { waitUntil: 'load' })
    const path = join(outDir, `${section}.png`)
    await page.screenshot({ path, type: 'png', clip: { x: 0, y: 0, ...socialCardSize } })
    console.log(`Wrote ${path}`)
  }
} finally {
  await browser.close()
}
