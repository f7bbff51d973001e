import { Fragment, type ReactNode } from 'react'

/** A name without spaces: an NSID (`app.bsky.feed.getTimeline`), a ref (`app.bsky.feed.defs#postView`), a method name. */
const identifier = /^[A-Za-z][\w-]*(?:\.[\w-]+)*(?:#[\w-]+)?$/
/** …with somewhere to break: a dot, a `#` or a camelCase hump. */
const breakable = /[.#]|[a-z0-9][A-Z]/

/** A camelCase name cut before each capital that follows a small letter: `getTimeline` → `get`, `Timeline`. */
function humps(name: string): ReactNode[] {
  return name.split(/(?<=[a-z0-9])(?=[A-Z])/).map((hump, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {hump}
    </Fragment>
  ))
}

/**
 * Shows a name so that a phone can wrap it without overflowing (WCAG 1.4.10, Reflow): it may break
 * after each dot, and inside a part (at its camelCase humps) only when that part alone is wider than
 * the line, since each part is an inline-block (`.ident-part`). `<wbr>` adds no character, so the
 * name copies as it reads. Text that is not such a name (a title with spaces) is returned as it is.
 */
export function Identifier({ text }: { text: string }): ReactNode {
  if (!identifier.test(text) || !breakable.test(text)) return text
  const parts = text.split(/(?<=[.#])/)
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      <span className="ident-part">{humps(part)}</span>
    </Fragment>
  ))
}
