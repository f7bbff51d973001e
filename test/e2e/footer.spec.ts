import { site } from '../../app/config/site.ts'
import { readIndex } from './build-output.ts'
import { expect, openHydrated, test } from './browser.ts'

test.describe('footer', () => {
  test('links to the starter templates, mailing list, blog and the community sites', async ({ page }) => {
    await openHydrated(page, '/')
    const footer = page.locator('footer.footer')
    // One landmark for all its columns, so no name repeats the page's own navigation ("Docs").
    await expect(footer.getByRole('navigation')).toHaveCount(1)
    await expect(footer.getByRole('navigation')).toHaveAccessibleName('Footer')
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(expect.arrayContaining(['/docs/category/starter-templates', '/docs/support/mailing-list', '/blog']))
    const external = await footer.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
    // The protocol site, the social profile, a microblog account, a community chat and the forum.
    expect(external).toHaveLength(5)
    expect(external.filter((href) => !href.startsWith('https://'))).toEqual([])
    await footer.getByRole('link', { name: 'Mailing list' }).click()
    const mailingList = readIndex().find((entry) => entry.route === '/docs/support/mailing-list')
    await expect(page.locator('h1')).toHaveText(mailingList?.title ?? 'no /docs/support/mailing-list in the content index')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('shows the copyright for the build year and the search provider, identical before and after hydration', async ({ page, browser }) => {
      await page.goto('/')
      const bottom = page.locator('footer .footer-bottom')
      await expect(bottom).toContainText(`Copyright © ${new Date().getFullYear()} ${site.footer.copyrightHolder}`)
      await expect(bottom).toContainText('Search by the built-in index')
      const staticText = await bottom.innerText()

      const context = await browser.newContext({ javaScriptEnabled: true })
      const live = await context.newPage()
      await openHydrated(live, '/')
      await expect(live.locator('footer .footer-bottom')).toHaveText(staticText, { useInnerText: true })
      await context.close()
    })
  })
})
