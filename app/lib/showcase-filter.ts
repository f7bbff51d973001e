/**
 * The showcase's tag filter works without JavaScript: each tag is a radio button, and CSS `:has()`
 * hides the cards that do not carry the checked tag. These helpers name the pieces and write that
 * CSS from the list of tags, so a new tag needs no new stylesheet rule.
 */

/** The value of the radio button that shows every project. */
export const allTags = 'all'

/** The id of a filter's radio button (also the target of its label). */
export function filterInputId(tag: string): string {
  return `showcase-tag-${tag}`
}

/**
 * One rule per tag: while its radio is checked, hide the cards without it and show its own count
 * line instead of the total. Browsers without `:has()` show every card and the total.
 */
export function filterCss(tags: readonly string[]): string {
  const rules = tags.map((tag) => {
    const checked = `.showcase:has(#${filterInputId(tag)}:checked)`
    return [
      `${checked} .showcase-card:not([data-tags~="${tag}"]),`,
      `${checked} .showcase-count-line[data-tag="${allTags}"]{display:none}`,
      `${checked} .showcase-count-line[data-tag="${tag}"]{display:block}`,
    ].join('')
  })
  return `.showcase-count-line:not([data-tag="${allTags}"]){display:none}${rules.join('')}`
}

/** What the count line says for a tag: how many of the projects carry it. */
export function countText(shown: number, total: number, label?: string): string {
  return label ? `Showing ${shown} of ${total} projects: ${label}` : `${total} projects`
}
