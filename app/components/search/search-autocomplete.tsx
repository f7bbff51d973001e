import { autocomplete, type AutocompleteApi, type AutocompleteRender, type AutocompleteSource, type AutocompleteState, type VNode } from '@algolia/autocomplete-js'
import { createElement, Fragment, type MouseEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { getProviderInfo } from '../../lib/search/config.ts'
import { defaultSuggestions, searchLimits } from '../../lib/search/constants.ts'
import { followHit, groupHitsByPage, resolveHitUrl, searchPage } from '../../lib/search/hits.ts'
import { createSearchHistory, type StoredSearch } from '../../lib/search/stored-searches.ts'
import type { SearchHit } from '../../lib/search/types.ts'
import { GroupTitle, HitRow, StoredHitRow } from './search-hit.tsx'
import { NoResultsScreen, SearchErrorScreen, StalledIndicator } from './search-screens.tsx'

/**
 * The full search UI inside the search dialog (search-dialog.tsx): @algolia/autocomplete-js,
 * which brings the combobox, keyboard navigation, recent and favourite searches, the stalled state
 * after 300 ms and request ordering. Its form and panel render into the dialog's slots (panel mode,
 * not its own detached dialog), the panel with React through autocomplete-js's `renderer` option,
 * using the components the /search page uses. Fetched on intent, never with a page.
 */

type Item = (SearchHit | StoredSearch) & Record<string, unknown>

export interface AutocompleteOptions {
  /** Where its form goes, and its panel. */
  form: HTMLElement
  panel: HTMLElement
  /** The dialog's own field: its query, caret and focus carry over. */
  field: HTMLInputElement
  /** The dialog's early hits: the one the arrows reached stays selected; until the panel has drawn, the arrows and Enter are theirs. */
  early: { reached: () => Chosen | null; onKeyDown: (event: KeyboardEvent) => void }
  /** The client router's navigate, for in-site hits. */
  navigate: (to: string) => void
  /** Closes the dialog (a hit was chosen). */
  onClose: () => void
  /** Called once, when the panel first shows something for the query (hits, a screen, the stalled state): the early hits may go. */
  onPanelShown: () => void
}

/** A hit the reader reached: its URL and its place in the list. */
export type Chosen = { url: string; index: number }

/** What getSources records about the latest search, for the panel: its query, why it failed (or null), the suggestions, whether a full answer is to follow. */
type PanelContext = { completedQuery?: string; error?: string | null; suggestions?: string[]; pending?: boolean }

let api: AutocompleteApi<Item> | null = null
let options: AutocompleteOptions
/** autocomplete-js's state, as its onStateChange reports it. */
let lastState: AutocompleteState<Item> | null = null
/** Whether the panel has drawn since mounting: before, the dialog's early hits are on screen. */
let panelShown = false
/** The hit the reader moved to, with the arrows or the pointer, and the query it was for. */
let chosen: (Chosen & { query: string }) | null = null
const history = createSearchHistory()
/** Page titles from the latest search that found something: the no-results screen offers them. */
let suggestions: string[] = []
/** The latest search: a new one aborts it, so the built-in index stops fetching for a query already typed past. */
let latest: { controller: AbortController; sources: Promise<AutocompleteSource<Item>[]> } | null = null
/** The query whose hits' text has arrived (or failed to): search it in full now. */
let fullQuery: string | null = null

const input = () => options?.form.querySelector<HTMLInputElement>('.aa-Input') ?? null
const goTo = (url: string, newTab = false) => (newTab ? window.open(resolveHitUrl(url, window.location.origin).href, '_blank', 'noopener') : followHit(url, options.navigate))
/** Autocomplete-js types its templates for Preact's elements; React's have the same shape. */
const asVNode = (node: ReactNode) => node as unknown as VNode

/** Renders with React, synchronously: autocomplete-js reads the panel right after rendering it. */
const roots = new WeakMap<Element, Root>()
function renderWithReact(node: unknown, container: Element | Document | ShadowRoot | DocumentFragment) {
  const element = container as Element
  let root = roots.get(element)
  if (!root) roots.set(element, (root = createRoot(element)))
  flushSync(() => root.render(node as ReactNode))
}

/** A list of the panel: Enter and clicks on a row remember the hit, and close the dialog unless it opens elsewhere. */
function source(sourceId: string, items: Item[], header: ReactNode, item: (item: Item) => ReactNode): AutocompleteSource<Item> {
  return {
    sourceId,
    getItems: () => items,
    getItemUrl: ({ item }) => item.url,
    onActive: ({ item, event, state }) => {
      // A hit a search made active (the first, by default) is not the reader's choice.
      if (['keydown', 'mousemove'].includes((event as Event | null)?.type ?? '')) chosen = { query: state.query, url: item.url, index: state.activeItemId ?? 0 }
    },
    onSelect: ({ item, event }) => {
      history.saveRecent(item)
      const e = event as MouseEvent | KeyboardEvent | null
      if (!(e && (e.metaKey || e.ctrlKey || e.shiftKey || ('button' in e && e.button === 1)))) options.onClose()
    },
    templates: { header: () => asVNode(<p className="search-source-title">{header}</p>), item: ({ item: row }) => asVNode(item(row)) },
  }
}

/**
 * Selects the reader's hit again, if the list holds it: autocomplete-js starts every search at the
 * first hit, and the searches this module runs again for the same query (the first after taking
 * over from the early hits, the full one once the hits' text is in) must not move the selection.
 */
function selectChosen() {
  const reached = panelShown ? (chosen?.query === lastState?.query ? chosen : null) : options.early.reached()
  if (!api || !lastState || !reached) return
  const here = (url: string) => resolveHitUrl(url, window.location.origin).href
  const wanted = here(reached.url)
  const urls = lastState.collections.flatMap((collection) => collection.items.map((item) => here(item.url)))
  // A hit shown before its text links to its page: with the text, the first hit on that page is the one.
  const found = [urls.indexOf(wanted), wanted.includes('#') ? -1 : urls.findIndex((url) => url.split('#')[0] === wanted)].find((i) => i >= 0)
  const index = found ?? Math.min(reached.index, urls.length - 1)
  if (index >= 0 && index !== lastState.activeItemId) api.setActiveItemId(index)
}
const refreshKeeping = () => void api?.refresh().then(selectChosen)

/** After a change the panel is drawn again (a stored search starred or removed, a suggestion run), with focus kept in the field. */
function refreshAfter(change: () => void) {
  change()
  void api?.refresh()
  input()?.focus()
}

function storedSource(kind: 'favorites' | 'recent'): AutocompleteSource<Item> {
  const list = kind === 'recent' ? history.recent : history.favorites
  return source(kind, list.getAll() as Item[], kind === 'recent' ? 'Recent' : 'Favorites', (item) => (
    <StoredHitRow
      hit={item as StoredSearch}
      kind={kind}
      actions={{ onOpen: () => goTo(item.url), onFavorite: () => refreshAfter(() => history.addFavorite(item)), onRemove: () => refreshAfter(() => list.remove(item)) }}
    />
  ))
}

function getSources(query: string, setContext: (context: PanelContext) => void): Promise<AutocompleteSource<Item>[]> {
  latest?.controller.abort()
  const controller = new AbortController()
  const sources = searchSources(query, setContext, controller.signal)
  latest = { controller, sources }
  return sources
}

async function searchSources(query: string, setContext: (context: PanelContext) => void, signal: AbortSignal): Promise<AutocompleteSource<Item>[]> {
  if (!query.trim()) {
    setContext({ error: null, completedQuery: query })
    return [storedSource('favorites'), storedSource('recent')]
  }
  try {
    // The hits show as soon as they are ranked, and again in full when their text has arrived
    // (a round trip later: on a slow network, seconds). Once it settles, the search runs in full,
    // so a failure to fetch the text shows as an error instead of being tried again and again.
    const result = await searchPage(query, 0, query !== fullQuery, signal)
    const showInFull = () => {
      if (signal.aborted || !api) return
      fullQuery = query
      refreshKeeping()
    }
    result.pending?.then(showInFull, showInFull)
    const groups = groupHitsByPage(result.hits)
    if (groups.length > 0) suggestions = groups.slice(0, searchLimits.suggestions).map((g) => g.title.map((p) => p.text).join(''))
    setContext({ error: null, completedQuery: query, suggestions: suggestions.length > 0 ? suggestions : defaultSuggestions, pending: Boolean(result.pending) })
    return groups.map((group, i) => source(`page-${i}`, group.hits as Item[], <GroupTitle group={group} />, (item) => <HitRow hit={item as SearchHit} onOpen={() => goTo(item.url)} />))
  } catch (error) {
    // Typed past: answer with the newer search's results, which autocomplete shows in any case.
    if (signal.aborted && latest) return latest.sources
    console.warn('Search failed:', error)
    setContext({ error: error instanceof Error ? error.message : String(error), completedQuery: query, pending: false })
    return []
  }
}

/** Runs a suggested query from the no-results screen. */
const searchFor = (query: string) => refreshAfter(() => api?.setQuery(query))

/**
 * The panel: the start screen with recent and favourite searches, results grouped by page, or
 * the no-results or error screen; a stalled indicator; and the "Search by" footer.
 */
const renderPanel: AutocompleteRender<Item> = ({ state, sections, render }, root) => {
  const context = state.context as PanelContext
  const query = state.query.trim()
  const count = state.collections.reduce((n, c) => n + c.items.length, 0)
  const settled = context.completedQuery === state.query
  let body: ReactNode = sections as ReactNode
  if (query && settled && context.error) body = <SearchErrorScreen />
  else if (!query && settled && count === 0) body = <p className="search-screen search-screen-title">No recent searches</p>
  else if (query && settled && count === 0) body = <NoResultsScreen query={state.query} suggestions={context.suggestions ?? defaultSuggestions} onSuggestion={searchFor} />
  const provider = getProviderInfo()
  render(
    asVNode(
      <>
        {state.status === 'stalled' && <StalledIndicator />}
        <div className="search-panel-body" aria-busy={query !== '' && (!settled || Boolean(context.pending))}>
          {body}
        </div>
        <div className="search-modal-footer">
          <ul className="search-commands" aria-label="Keyboard shortcuts">
            <li>
              <kbd aria-label="Enter">↵</kbd> to select
            </li>
            <li>
              <kbd aria-label="Arrow down">↓</kbd>
              <kbd aria-label="Arrow up">↑</kbd> to navigate
            </li>
            <li>
              <kbd>Esc</kbd> to close
            </li>
          </ul>
          <p className="search-by">
            Search by{' '}
            <a href={provider.homepage} target="_blank" rel="noopener noreferrer">
              {provider.name}
            </a>
          </p>
        </div>
      </>,
    ),
    root,
  )
  if (!panelShown && (settled || state.status === 'stalled')) {
    const early = options.early.reached()
    if (early) chosen = { ...early, query: state.query }
    panelShown = true
    // The arrows may have moved through the early hits since the search was answered.
    selectChosen()
    options.onPanelShown()
  }
}

/** Mounts the full search UI in the dialog's slots, taking over its field's query, caret and focus. */
export function mountAutocomplete(next: AutocompleteOptions): { destroy(): void } {
  options = { ...next }
  panelShown = false
  chosen = null
  api = autocomplete<Item>({
    id: 'site-search',
    container: next.form,
    panelContainer: next.panel,
    // Never its own detached dialog: it lives in ours.
    detachedMediaQuery: 'none',
    openOnFocus: true,
    defaultActiveItemId: 0,
    stallThreshold: searchLimits.stallThresholdMs,
    // No Algolia analytics: its plugin is not even bundled (vite.config.ts).
    insights: false,
    placeholder: 'Search docs',
    initialState: { isOpen: true, query: next.field.value },
    translations: { clearButtonTitle: 'Clear the query', detachedCancelButtonText: 'Close', submitButtonTitle: 'Search docs', detachedSearchButtonTitle: 'Search' },
    onStateChange: ({ state }) => void (lastState = state),
    getInputProps: ({ props }) => ({
      ...props,
      onKeyDown: (event: KeyboardEvent) => (!panelShown && ['ArrowDown', 'ArrowUp', 'Enter'].includes(event.key) ? options.early.onKeyDown(event) : props.onKeyDown(event)),
      maxLength: searchLimits.maxQueryLength,
      'aria-label': 'Search docs',
      'aria-labelledby': null as unknown as string,
    }),
    renderer: { createElement, Fragment, render: renderWithReact },
    render: renderPanel,
    renderNoResults: renderPanel,
    navigator: { navigate: ({ itemUrl }) => goTo(itemUrl), navigateNewTab: ({ itemUrl }) => goTo(itemUrl, true), navigateNewWindow: ({ itemUrl }) => goTo(itemUrl, true) },
    getSources: ({ query, setContext }) => getSources(query, setContext),
  })
  // The same task as the dialog's field goes: the reader's next keystroke lands here, and replaces
  // what was selected there (all of it, after Ctrl+A), as it would have.
  const field = input()
  if (field && document.activeElement === next.field) {
    const { selectionStart, selectionEnd, selectionDirection, value } = next.field
    field.focus()
    field.setSelectionRange(selectionStart ?? value.length, selectionEnd ?? value.length, selectionDirection ?? undefined)
  }
  refreshKeeping()
  return {
    destroy() {
      latest?.controller.abort()
      api?.destroy()
      api = null
      options.onPanelShown = () => {}
    },
  }
}
