import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { create } from 'tar'
import { afterAll, describe, expect, it } from 'vitest'
import { readPackageSchemas } from '../../../scripts/lexicon-history/package-schemas.ts'
import { selectReleases } from '../../../scripts/lexicon-history/registry.ts'

const dir = mkdtempSync(join(tmpdir(), 'package-schemas-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const docA = { lexicon: 1, id: 'com.example.a', defs: { main: { type: 'query' } } }

/** A tarball laid out like `npm pack` makes it: every file under `package/`. */
async function tarball(name: string, files: Record<string, string>): Promise<string> {
  const root = join(dir, name)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'package', file)), { recursive: true })
    writeFileSync(join(root, 'package', file), text)
  }
  const file = join(dir, `${name}.tgz`)
  await create({ gzip: true, file, cwd: root }, ['package'])
  return file
}

describe('readPackageSchemas', () => {
  it('runs a CommonJS dist/client/lexicons.js with its packages stubbed and its own helpers bundled', async () => {
    const file = await tarball('cjs', {
      'package.json': '{"version":"1.2.3"}',
      'CHANGELOG.md': '## 1.2.3\n\n- notes\n',
      'dist/client/util.js': 'exports.wrap = (docs) => docs.map((d) => ({ ...d }))',
      'dist/client/lexicons.js': [
        'const lexicon_1 = require("@atproto/lexicon")',
        'const util = require("./util.js")',
        `exports.schemaDict = { A: ${JSON.stringify(docA)} }`,
        'exports.schemas = util.wrap(Object.values(exports.schemaDict))',
        'exports.lexicons = new lexicon_1.Lexicons(exports.schemas)',
      ].join('\n'),
    })
    const read = await readPackageSchemas(file, '1.2.3')
    expect(read).toEqual({ version: '1.2.3', source: 'dist/client/lexicons.js', docs: [docA], changelog: '## 1.2.3\n\n- notes\n' })
  })

  it('reads ES modules the same way, and a TypeScript schema source when dist has none', async () => {
    const esm = await tarball('esm', {
      'package.json': '{"version":"2.0.0","type":"module"}',
      'dist/client/lexicons.js': `import { Lexicons } from '@atproto/lexicon'\nexport const schemas = [${JSON.stringify(docA)}]\nexport const lexicons = new Lexicons(schemas)\n`,
    })
    expect(await readPackageSchemas(esm, '2.0.0')).toMatchObject({ source: 'dist/client/lexicons.js', docs: [docA], changelog: null })
    const ts = await tarball('ts', {
      'package.json': '{"version":"0.6.0"}',
      'dist/index.js': '// a bundle that does not export the schemas',
      'src/client/lexicons.ts': `import { LexiconDoc, Lexicons } from '@atproto/lexicon'\nexport const schemaDict = { A: ${JSON.stringify(docA)} }\nexport const schemas: LexiconDoc[] = Object.values(schemaDict) as LexiconDoc[]\nexport const lexicons: Lexicons = new Lexicons(schemas)\n`,
    })
    expect(await readPackageSchemas(ts, '0.6.0')).toMatchObject({ source: 'src/client/lexicons.ts', docs: [docA] })
  })

  it('fails on a tarball of another version, and on one whose module exports no schemas', async () => {
    const file = await tarball('bad', { 'package.json': '{"version":"3.0.0"}', 'dist/client/lexicons.js': 'exports.other = 1' })
    await expect(readPackageSchemas(file, '3.0.1')).rejects.toThrow(/holds @atproto\/api 3\.0\.0, not 3\.0\.1/)
    await expect(readPackageSchemas(file, '3.0.0')).rejects.toThrow(/does not export a list of Lexicon documents/)
  })
})

describe('selectReleases', () => {
  it('keeps releases from the first one on, in version order, without prereleases', () => {
    expect(selectReleases(['0.5.9', '0.10.1', '0.6.0', '0.13.0-rc.1', '0.9.5', '0.13.1'], '0.6.0')).toEqual(['0.6.0', '0.9.5', '0.10.1', '0.13.1'])
  })
})
