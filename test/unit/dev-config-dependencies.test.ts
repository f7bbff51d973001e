import { resolve } from 'node:path'
import { loadConfigFromFile } from 'vite'
import { describe, expect, it } from 'vitest'

// `npm run dev` restarts when a module that vite.config.ts imports is saved (the page reloads some
// seconds later), and React Router reloads its config when one that react-router.config.ts imports
// is. The configs an author edits while writing stay out of both.
const editedWhileWriting = ['app/config/site.ts', 'app/config/sidebars.ts', 'app/config/blog.ts']

describe('the dev server’s config files', () => {
  for (const configFile of ['vite.config.ts', 'react-router.config.ts']) {
    it(`${configFile} imports none of the configs an author edits while writing`, async () => {
      const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, resolve(configFile), undefined, 'silent')
      const dependencies = loaded!.dependencies.map((file) => resolve(file))
      expect(dependencies).toContain(resolve(configFile))
      expect(dependencies.filter((file) => editedWhileWriting.some((edited) => file === resolve(edited)))).toEqual([])
    })
  }
})
