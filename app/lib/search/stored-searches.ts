import { searchLimits, storageKeys } from './constants.ts'
import type { SearchHit } from './types.ts'

/** A hit the reader chose (recent) or starred (favourite), as kept in localStorage. */
export type StoredSearch = Pick<SearchHit, 'objectID' | 'type' | 'hierarchy' | 'url'> & { content: null }

/** The site's never-throwing localStorage wrapper (app/lib/storage.ts), passed in by the caller. */
export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
}

export interface StoredSearchList {
  getAll(): StoredSearch[]
  add(hit: SearchHit | StoredSearch): void
  remove(hit: SearchHit | StoredSearch): void
}

export interface SearchHistory {
  recent: StoredSearchList
  favorites: StoredSearchList
  /** Remembers a chosen hit, unless it is already a favourite. */
  saveRecent(hit: SearchHit | StoredSearch): void
  /** Starring moves a search from the recent list to the favourites. */
  addFavorite(hit: SearchHit | StoredSearch): void
}

function toStored(hit: SearchHit | StoredSearch): StoredSearch {
  return { objectID: hit.objectID, type: hit.type, hierarchy: hit.hierarchy, url: hit.url, content: null }
}

function isStoredSearch(value: unknown): value is StoredSearch {
  const v = value as StoredSearch
  return typeof v === 'object' && v !== null && typeof v.url === 'string' && typeof v.objectID === 'string' && typeof v.type === 'string' && typeof v.hierarchy?.lvl1 === 'string'
}

/** A list kept newest first, one entry per URL, at most `limit()` long. */
function createList(storage: KeyValueStorage, key: string, limit: () => number): StoredSearchList {
  const read = (): StoredSearch[] => {
    const text = storage.get(key)
    if (!text) return []
    try {
      const parsed: unknown = JSON.parse(text)
      return Array.isArray(parsed) ? parsed.filter(isStoredSearch) : []
    } catch {
      // Not JSON we wrote (edited by hand, or another app's key): start the list afresh.
      return []
    }
  }
  const write = (items: StoredSearch[]) => storage.set(key, JSON.stringify(items.slice(0, limit())))
  return {
    getAll: () => read().slice(0, limit()),
    add: (hit) => write([toStored(hit), ...read().filter((item) => item.url !== hit.url)]),
    remove: (hit) => write(read().filter((item) => item.url !== hit.url)),
  }
}

export function createSearchHistory(storage: KeyValueStorage): SearchHistory {
  const favorites = createList(storage, storageKeys.favorites, () => searchLimits.favoriteSearches)
  // 7 recent searches, or 4 once there are favourites, so both lists fit on the start screen.
  const recent = createList(storage, storageKeys.recent, () =>
    favorites.getAll().length === 0 ? searchLimits.recentSearches : searchLimits.recentSearchesWithFavorites,
  )
  return {
    recent,
    favorites,
    saveRecent(hit) {
      if (!favorites.getAll().some((f) => f.url === hit.url)) recent.add(hit)
    },
    addFavorite(hit) {
      favorites.add(hit)
      recent.remove(hit)
    },
  }
}
