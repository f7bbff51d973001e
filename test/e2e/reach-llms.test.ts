import { describe, expect, it } from 'vitest'
import { isServed, readBuilt, readIndex, toLocalPath } from './build-output.ts'

describe('llms.txt and llms-full.txt', () => {
  const llms = readBuilt('llms.txt')
  const links = [...llms.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1])

  it('has links that all resolve to files in the build', () => {
    expect(links.length).toBeGreaterThan(250)
    const broken = links.filter((url) => {
      const path = toLocalPath(url)
      return path === null || !isServed(path)
    })
    expect(broken).toEqual([])
  })

  it('has one line for every docs, API and blog page, pointing at its markdown twin', () => {
    const wanted = readIndex().filter((e) => ['doc', 'doc-category', 'api', 'blog-post'].includes(e.kind) && !e.unlisted)
    const paths = new Set(links.map((url) => toLocalPath(url)))
    expect(wanted.filter((e) => !paths.has(`${e.route}.md`)).map((e) => e.route)).toEqual([])
    for (const entry of wanted.slice(0, 20)) expect(llms).toContain(`.md): ${entry.description}`)
  })

  it('has every twin in llms-full.txt', () => {
    const full = readBuilt('llms-full.txt')
    const wanted = readIndex().filter((e) => ['doc', 'doc-category', 'api', 'blog-post', 'page'].includes(e.kind) && !e.unlisted)
    for (const entry of wanted) {
      const twin = readBuilt(`${entry.route.slice(1)}.md`).trim()
      expect(full.includes(twin), `${entry.route} is missing from llms-full.txt`).toBe(true)
    }
  })
})
