import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { SidebarItemConfig } from '../../app/config/sidebars.ts'

/** A throwaway project folder with the given files, for build-check tests. */
export function makeFixture(files: Record<string, string>): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'atproto-docs-fixture-'))
  const all: Record<string, string> = {
    'app/routes.ts': "export default [index('routes/home.tsx')]",
    'app/routes/home.tsx': 'export default function Home() { return null }',
    ...files,
  }
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) }
}

export function doc(title: string, body = 'Some text.', extra = ''): string {
  return `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\n${body}\n`
}

/** The sidebar the fixture sites use: a get-started page and a "Guides" category of content/docs/guides. */
export const fixtureSidebars: Record<string, SidebarItemConfig[]> = {
  docs: [
    { type: 'doc', id: 'get-started' },
    { type: 'category', label: 'Guides', slug: 'guides', description: 'Guides.', autogenerate: 'guides' },
  ],
}
