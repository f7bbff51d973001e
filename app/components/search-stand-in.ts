/**
 * While the search modal's code is on its way (a second or more on a slow network), a stand-in
 * with the modal's look opens at once and takes the query; the modal then opens with what was
 * typed. Plain DOM and a fixed template: it loads with every page, so it stays a few hundred bytes.
 */

export interface StandIn {
  /** The query typed so far, or null once the stand-in is gone. */
  readonly query: string | null
  /** What had focus before the stand-in took it. */
  readonly returnFocus: HTMLElement | null
  /** Closes it as the reader would (Escape), giving focus back. */
  close(): void
  /** Takes it away for the modal to open in its place. */
  remove(): void
}

const template =
  '<div class="aa-DetachedContainer" role="dialog" aria-modal="true" aria-label="Search"><div class="aa-DetachedFormContainer"><form class="aa-Form" role="search"><div class="aa-InputWrapper"><input class="aa-Input" type="search" placeholder="Search docs" aria-label="Search docs" maxlength="64" autocomplete="off"></div></form><button type="button" class="aa-DetachedCancelButton">Close</button></div></div>'

/** `onQuery` hears each change of the query, so search can start fetching what it will need. */
export function openStandIn(onQuery?: (query: string) => void): StandIn {
  const active = document.activeElement
  const returnFocus = active instanceof HTMLElement && active !== document.body ? active : null
  const overlay = document.createElement('div')
  overlay.className = 'aa-DetachedOverlay'
  overlay.innerHTML = template
  const input = overlay.querySelector('input')!
  let closed = false
  const remove = () => {
    closed = true
    overlay.remove()
    document.body.classList.remove('aa-Detached')
  }
  const close = () => {
    remove()
    if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true })
  }
  overlay.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault())
  if (onQuery) input.addEventListener('input', () => onQuery(input.value))
  overlay.querySelector('button')!.addEventListener('click', close)
  overlay.addEventListener('keydown', (event) => event.key === 'Escape' && close())
  document.body.classList.add('aa-Detached')
  document.body.append(overlay)
  input.focus()
  return {
    get query() {
      return closed ? null : input.value
    },
    returnFocus,
    close,
    remove,
  }
}
