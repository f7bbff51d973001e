import { isServed, readBuilt, readIndex, toLocalPath } from './build-output.ts'
import { expect, test } from './browser.ts'

const readLinks = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1])

test.describe('llms.txt and llms-full.txt', () => {
  test('llms.txt has links that all resolve to files in the build', () => {
    const links = readLinks(readBuilt('llms.txt'))
    expect(links.length).toBeGreaterThan(250)
    const broken = links.filter((url) => {
      const path = toLocalPath(url)
      return path === null || !isServed(path)
    })
    expect(broken).toEqual([])
  })

  test('llms.txt has one line for every docs, API and blog page, pointing at its markdown twin', () => {
    const llms = readBuilt('llms.txt')
    const wanted = readIndex().filter((e) => ['doc', 'doc-category', 'api', 'blog-post'].includes(e.kind) && !e.unlisted)
    const paths = new Set(readLinks(llms).map((url) => toLocalPath(url)))
    expect(wanted.filter((e) => !paths.has(`${e.route}.md`)).map((e) => e.route)).toEqual([])
    for (const entry of wanted.slice(0, 20)) expect(llms).toContain(`.md): ${entry.description}`)
  })

  test('llms-full.txt has every twin', () => {
    const full = readBuilt('llms-full.txt')
    const wanted = readIndex().filter((e) => ['doc', 'doc-category', 'api', 'blog-post', 'page'].includes(e.kind) && !e.unlisted)
    const missing = wanted.filter((entry) => !full.includes(readBuilt(`${entry.route.slice(1)}.md`).trim())).map((e) => e.route)
    expect(missing, 'missing from llms-full.txt').toEqual([])
  })
})
