import { searchLimits } from './constants.ts'
import type { SearchHit } from './types.ts'
import { storage as siteStorage } from '../storage.ts'

/** A hit the reader chose (recent) or starred (favourite), as kept in localStorage. */
export type StoredSearch = Pick<SearchHit, 'objectID' | 'type' | 'hierarchy' | 'url'> & { content: null }

/** The part of the site's never-throwing localStorage wrapper the lists use (tests pass one in memory). */
export type KeyValueStorage = Pick<typeof siteStorage, 'get' | 'set'>

function toStored(hit: SearchHit | StoredSearch): StoredSearch {
  return { objectID: hit.objectID, type: hit.type, hierarchy: hit.hierarchy, url: hit.url, content: null }
}

function isStoredSearch(value: unknown): value is StoredSearch {
  const v = value as StoredSearch
  return typeof v === 'object' && v !== null && typeof v.url === 'string' && typeof v.objectID === 'string' && typeof v.type === 'string' && typeof v.hierarchy?.lvl1 === 'string'
}

/** A list kept newest first, one entry per URL, at most `limit()` long. */
function createList(storage: KeyValueStorage, key: string, limit: () => number) {
  const read = (): StoredSearch[] => {
    try {
      const parsed: unknown = JSON.parse(storage.get(key) || '[]')
      return Array.isArray(parsed) ? parsed.filter(isStoredSearch) : []
    } catch {
      // Not JSON we wrote (edited by hand, or another app's key): start the list afresh.
      return []
    }
  }
  const write = (items: StoredSearch[]) => storage.set(key, JSON.stringify(items.slice(0, limit())))
  return {
    getAll: () => read().slice(0, limit()),
    add: (hit: SearchHit | StoredSearch) => write([toStored(hit), ...read().filter((item) => item.url !== hit.url)]),
    remove: (hit: SearchHit | StoredSearch) => write(read().filter((item) => item.url !== hit.url)),
  }
}

/** The recent and favourite searches. */
export function createSearchHistory(storage: KeyValueStorage = siteStorage) {
  const favorites = createList(storage, 'search.favorites', () => searchLimits.favoriteSearches)
  // 7 recent searches, or 4 once there are favourites, so both lists fit on the start screen.
  const recent = createList(storage, 'search.recent', () =>
    favorites.getAll().length === 0 ? searchLimits.recentSearches : searchLimits.recentSearchesWithFavorites,
  )
  return {
    recent,
    favorites,
    /** Remembers a chosen hit, unless it is already a favourite. */
    saveRecent(hit: SearchHit | StoredSearch) {
      if (!favorites.getAll().some((f) => f.url === hit.url)) recent.add(hit)
    },
    /** Starring moves a search from the recent list to the favourites. */
    addFavorite(hit: SearchHit | StoredSearch) {
      favorites.add(hit)
      recent.remove(hit)
    },
  }
}
