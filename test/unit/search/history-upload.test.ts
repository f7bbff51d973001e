import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSearchHistory, type KeyValueStorage } from '../../../app/lib/search/stored-searches.ts'
import type { SearchHit, SearchRecord } from '../../../app/lib/search/types.ts'
import { indexSettings, readRecords, readUploadConfig, uploadSearchRecords, type UploadClient } from '../../../scripts/search/search-upload.ts'
import { tempDir } from '../temp-dir.ts'

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v) }
}

const hierarchy = { lvl0: 'Docs', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
const hit = (i: number): SearchHit => ({ objectID: `o${i}`, type: 'lvl1', hierarchy: { ...hierarchy, lvl1: `Page ${i}` }, content: 'text', url: `/p/${i}` })

describe('search history', () => {
  it('keeps 7 recent searches, newest first, one per URL, without their text', () => {
    const history = createSearchHistory(memoryStorage())
    for (let i = 0; i < 9; i++) history.saveRecent(hit(i))
    history.saveRecent(hit(5))
    expect(history.recent.getAll().map((h) => h.url)).toEqual(['/p/5', '/p/8', '/p/7', '/p/6', '/p/4', '/p/3', '/p/2'])
    expect(history.recent.getAll()[0].content).toBeNull()
  })

  it('keeps 4 recent searches once there is a favourite, and up to 10 favourites', () => {
    const history = createSearchHistory(memoryStorage())
    for (let i = 0; i < 7; i++) history.saveRecent(hit(i))
    history.addFavorite(hit(6))
    expect(history.recent.getAll().map((h) => h.url)).toEqual(['/p/5', '/p/4', '/p/3', '/p/2'])
    for (let i = 10; i < 22; i++) history.addFavorite(hit(i))
    expect(history.favorites.getAll()).toHaveLength(10)
  })

  it('moves a starred search to the favourites and does not list a favourite as recent again', () => {
    const history = createSearchHistory(memoryStorage())
    history.saveRecent(hit(1))
    history.addFavorite(hit(1))
    history.saveRecent(hit(1))
    expect(history.recent.getAll()).toEqual([])
    expect(history.favorites.getAll().map((h) => h.url)).toEqual(['/p/1'])
    history.favorites.remove(hit(1))
    expect(history.favorites.getAll()).toEqual([])
  })

  it('ignores stored values it did not write', () => {
    const storage = memoryStorage()
    storage.data.set('search.recent', '{not json')
    storage.data.set('search.favorites', JSON.stringify([{ url: 5 }, hit(1)]))
    const history = createSearchHistory(storage)
    expect(history.recent.getAll()).toEqual([])
    expect(history.favorites.getAll().map((h) => h.url)).toEqual(['/p/1'])
  })
})

describe('search:upload', () => {
  it('needs an admin key and says which variables are missing', () => {
    expect(() => readUploadConfig({ DOCSEARCH_APP_ID: 'A', DOCSEARCH_API_KEY: 'search-only', DOCSEARCH_INDEX_NAME: 'i' })).toThrow(
      'search:upload: missing an admin API key (ALGOLIA_ADMIN_API_KEY; the search-only DOCSEARCH_API_KEY cannot write). Set them in the environment and run "npm run search:upload" again.',
    )
    expect(readUploadConfig({ ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_API_KEY: 'admin', DOCSEARCH_INDEX_NAME: 'i' })).toEqual({ appId: 'A', adminKey: 'admin', indexName: 'i' })
  })

  it('explains a missing records file', () => {
    expect(() => readRecords('/nonexistent/search-records.json')).toThrow('search:upload: /nonexistent/search-records.json does not exist. Run "npm run build" first; it writes the search records.')
    const file = join(tempDir('records-'), 'r.json')
    writeFileSync(file, '[]')
    expect(() => readRecords(file)).toThrow(/holds no records/)
  })

  it('sets the index settings, waits for them, then replaces every object', async () => {
    const calls: string[] = []
    let replaced: unknown[] = []
    const client: UploadClient = {
      async setSettings({ indexName, indexSettings: settings }) {
        calls.push(`setSettings ${indexName} distinct=${String(settings.attributeForDistinct)}`)
        return { taskID: 42 }
      },
      async waitForTask({ taskID }) {
        calls.push(`waitForTask ${taskID}`)
      },
      async replaceAllObjects({ indexName, objects }) {
        calls.push(`replaceAllObjects ${indexName}`)
        replaced = objects
      },
    }
    const records = [{ objectID: '1' }, { objectID: '2' }] as unknown as SearchRecord[]
    await uploadSearchRecords(client, 'docs', records)
    expect(calls).toEqual([`setSettings docs distinct=${indexSettings.attributeForDistinct}`, 'waitForTask 42', 'replaceAllObjects docs'])
    expect(replaced).toEqual(records)
  })
})
