import type { Page } from '@playwright/test'
import { site } from '../../app/config/site.ts'
import { expect, openHydrated, test } from './browser.ts'

const bar = site.announcementBar!
const storedDismissal = (page: Page) => page.evaluate(() => [localStorage.getItem('announcement-id'), localStorage.getItem('announcement-dismiss')])

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

test.describe('announcement bar', () => {
  test('shows the configured announcement until it is closed, and remembers the dismissal', async ({ page }) => {
    await openHydrated(page, '/')
    const region = page.getByRole('region', { name: 'Announcement' })
    await expect(region).toBeVisible()
    await expect(region).toHaveCSS('background-color', hexToRgb(bar.backgroundColor))
    await page.getByRole('button', { name: 'Close announcement' }).click()
    await expect(region).toHaveCount(0)
    expect(await storedDismissal(page)).toEqual([bar.id, 'true'])

    // A new page load keeps it closed, without showing it first: checked on every frame
    // (requestAnimationFrame runs just before each paint) until hydration.
    await page.addInitScript(() => {
      const seen: boolean[] = []
      ;(window as unknown as { barSeen: boolean[] }).barSeen = seen
      const check = () => {
        const el = document.querySelector('.announcement-bar')
        seen.push(el !== null && getComputedStyle(el).display !== 'none')
        if (document.documentElement.dataset.hydrated !== 'true') requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    await openHydrated(page, '/docs/get-started')
    await expect(page.locator('.announcement-bar')).toHaveCount(0)
    const frames = await page.evaluate(() => (window as unknown as { barSeen: boolean[] }).barSeen)
    // At least the first painted frame was checked, and no frame showed the bar.
    expect(frames.length).toBeGreaterThanOrEqual(1)
    expect(frames.filter(Boolean)).toEqual([])
  })

  test('shows the bar again when its id changes, forgetting the old dismissal', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('announcement-id', 'an-older-announcement')
      localStorage.setItem('announcement-dismiss', 'true')
    })
    await openHydrated(page, '/')
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible()
    expect(await storedDismissal(page)).toEqual([bar.id, null])
  })
})
