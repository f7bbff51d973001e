import type { HTMLTemplate, VNode } from '@algolia/autocomplete-js'
import { getFeedbackUrl } from '../../lib/search/constants.ts'
import type { TextPart } from '../../lib/search/highlight.ts'
import { getHitLevel, getHitPath, getHitSnippet, getHitTitle, resolveHitUrl, type HitGroup } from '../../lib/search/hits.ts'
import type { StoredSearch } from '../../lib/search/stored-searches.ts'
import type { SearchHit } from '../../lib/search/types.ts'

/**
 * The modal's markup, as htm templates rendered by autocomplete-js's own renderer (Preact), so
 * the modal needs no second copy of React's DOM renderer. htm puts every interpolated value in a
 * text node or an attribute: nothing from a record or a query becomes markup. The /search page
 * shows the same hits and screens with React (search-hit.tsx, search-screens.tsx).
 */

type Child = VNode | VNode[] | string | null | false
/** What an htm template gives back: what autocomplete-js templates must return. */
type Markup = ReturnType<HTMLTemplate>

export function highlighted(html: HTMLTemplate, parts: TextPart[]): Child[] {
  return parts.map((part) => (part.highlighted ? html`<mark>${part.text}</mark>` : part.text))
}

const iconPaths = {
  page: 'M5 2h7l4 4v12H5V2Zm2 2v12h7V7h-3V4H7Z',
  heading: 'M8 3 7.3 7H4v2h3l-.6 3H3v2h3l-.7 4h2l.7-4h3l-.7 4h2l.7-4H16v-2h-2.6l.6-3H17V7h-3.3l.7-4h-2l-.7 4h-3l.7-4H8Zm1 6h3l-.6 3h-3L9 9Z',
  content: 'M7 3h9v2h-2v12h-2V5h-1v12H9v-6a4 4 0 0 1-2-8Z',
}

function hitIcon(html: HTMLTemplate, hit: SearchHit): Child {
  const d = hit.type === 'content' ? iconPaths.content : getHitLevel(hit) === 'lvl1' ? iconPaths.page : iconPaths.heading
  return html`<svg class="search-hit-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true"><path fill="currentColor" d=${d} /></svg>`
}

function hitText(html: HTMLTemplate, hit: SearchHit, pathFrom: 'lvl0' | 'lvl2'): Child {
  const snippet = getHitSnippet(hit)
  const path = getHitPath(hit, pathFrom)
  return html`<span class="search-hit-text">
    <span class="search-hit-title">${highlighted(html, getHitTitle(hit))}</span>
    ${snippet && html`<span class="search-hit-snippet">${highlighted(html, snippet)}</span>`}
    ${path && html`<span class="search-hit-path">${path}</span>`}
  </span>`
}

const hrefOf = (url: string) => resolveHitUrl(url, window.location.origin).href

export function groupHeader(html: HTMLTemplate, group: HitGroup): Markup {
  return html`<p class="search-source-title"><span class="search-source-section">${group.section}</span><span>${highlighted(html, group.title)}</span></p>`
}

export function sourceTitle(html: HTMLTemplate, title: string): Markup {
  return html`<p class="search-source-title">${title}</p>`
}

export function hitRow(html: HTMLTemplate, hit: SearchHit, onOpen: (event: MouseEvent) => void): Markup {
  return html`<a href=${hrefOf(hit.url)} class="search-hit" onClick=${onOpen}>
    ${hitIcon(html, hit)}${hitText(html, hit, 'lvl2')}<span class="search-hit-enter" aria-hidden="true">↵</span>
  </a>`
}

const starPath = 'm10 2.5 2.3 4.9 5.2.6-3.9 3.6 1.1 5.2L10 14.2l-4.7 2.6 1.1-5.2L2.5 8l5.2-.6L10 2.5Z'
const crossPath = 'm5.4 4 4.6 4.6L14.6 4 16 5.4 11.4 10l4.6 4.6-1.4 1.4-4.6-4.6L5.4 16 4 14.6 8.6 10 4 5.4 5.4 4Z'

/** A row button must not also select the row: autocomplete handles clicks on the whole row. */
function rowButton(html: HTMLTemplate, label: string, icon: Child, action: () => void): Child {
  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    event.stopPropagation()
    action()
  }
  return html`<button type="button" class="search-hit-button" title=${label} aria-label=${label} onClick=${onClick}>${icon}</button>`
}

export interface StoredRowActions {
  onOpen: (event: MouseEvent) => void
  onFavorite: () => void
  onRemove: () => void
}

export function storedRow(html: HTMLTemplate, item: StoredSearch, kind: 'recent' | 'favorites', actions: StoredRowActions): Markup {
  const star = html`<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round" d=${starPath} /></svg>`
  const cross = html`<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path fill="currentColor" d=${crossPath} /></svg>`
  return html`<div class="search-hit search-hit-stored">
    <a href=${hrefOf(item.url)} class="search-hit-link" onClick=${actions.onOpen}>${hitIcon(html, item)}${hitText(html, item, 'lvl0')}</a>
    ${kind === 'recent' && rowButton(html, 'Save this search', star, actions.onFavorite)}
    ${rowButton(html, kind === 'recent' ? 'Remove this search from history' : 'Remove this search from favorites', cross, actions.onRemove)}
  </div>`
}

export function startScreen(html: HTMLTemplate): Child {
  return html`<p class="search-screen search-screen-title">No recent searches</p>`
}

export function errorScreen(html: HTMLTemplate): Child {
  return html`<div class="search-screen search-screen-error" role="alert">
    <p class="search-screen-title">Unable to fetch results</p>
    <p class="search-screen-help">You might want to check your network connection.</p>
  </div>`
}

export function noResultsScreen(html: HTMLTemplate, query: string, suggestions: string[], onSuggestion: (query: string) => void): Child {
  return html`<div class="search-screen search-screen-empty" role="status">
    <p class="search-screen-title">No results for "<strong>${query}</strong>"</p>
    ${suggestions.length > 0 &&
    html`<div class="search-suggestions">
      <p class="search-screen-help">Try searching for</p>
      <ul>
        ${suggestions.map((s) => html`<li key=${s}><button type="button" class="search-suggestion" onClick=${() => onSuggestion(s)}>${s}</button></li>`)}
      </ul>
    </div>`}
    <p class="search-screen-help">
      Believe this query should return results?${' '}<a href=${getFeedbackUrl(query)} target="_blank" rel="noopener noreferrer">Let us know.</a>
    </p>
  </div>`
}

export function stalledIndicator(html: HTMLTemplate): Child {
  return html`<p class="search-stalled" role="status"><span class="spinner" aria-hidden="true"></span> Searching…</p>`
}

export function modalFooter(html: HTMLTemplate, provider: { name: string; homepage: string }): Child {
  return html`<div class="search-modal-footer">
    <ul class="search-commands" aria-label="Keyboard shortcuts">
      <li><kbd aria-label="Enter">↵</kbd> to select</li>
      <li><kbd aria-label="Arrow down">↓</kbd><kbd aria-label="Arrow up">↑</kbd> to navigate</li>
      <li><kbd>Esc</kbd> to close</li>
    </ul>
    <p class="search-by">Search by <a href=${provider.homepage} target="_blank" rel="noopener noreferrer">${provider.name}</a></p>
  </div>`
}
