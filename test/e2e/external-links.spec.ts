import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { clientDir, listFiles } from '../../scripts/build/output.ts'
import { expect, test } from './browser.ts'

test.describe('links in the built HTML', () => {
  test('open external links safely and load nothing over plain HTTP', () => {
    const problems: string[] = []
    for (const file of listFiles(clientDir).filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(join(clientDir, file), 'utf8')
      for (const tag of html.match(/<a\s[^>]*href="https?:\/\/[^"]*"[^>]*>/g) ?? []) {
        const rel = /\srel="([^"]*)"/.exec(tag)?.[1] ?? ''
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`${file}: ${tag.slice(0, 120)}`)
      }
      for (const tag of html.match(/<(?:img|script|link|iframe|source)\s[^>]*(?:src|href)="http:\/\/[^"]*"/g) ?? []) problems.push(`${file}: mixed content ${tag.slice(0, 120)}`)
    }
    expect(problems.slice(0, 20)).toEqual([])
  })
})
