/**
 * While the search modal's code is on its way (a second or more on a slow network), a stand-in
 * with the modal's look opens at once and takes the query; the modal then opens with what was
 * typed. Plain DOM and a fixed template: it loads with every page, so it stays a few hundred bytes.
 * (With the built-in index it also shows the first hits: search/stand-in-hits.tsx.)
 */

export interface StandIn {
  /** The query typed so far, or null once the stand-in is gone (or handed over). */
  readonly query: string | null
  /** What had focus before the stand-in took it. */
  readonly returnFocus: HTMLElement | null
  /** The dialog, for the first hits to show in. */
  readonly dialog: HTMLElement
  readonly input: HTMLInputElement
  /** Closes it as the reader would (Escape), giving focus back. */
  close(): void
  /**
   * Leaves it on screen, inert and no longer a dialog, while the modal opens beneath it, so the
   * hits shown do not blink out before the modal's own are drawn; `remove` then takes it away.
   */
  handOver(): void
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
  overlay.dataset.standIn = ''
  overlay.innerHTML = template
  const dialog = overlay.firstElementChild as HTMLElement
  const input = overlay.querySelector('input')!
  let closed = false
  const remove = () => {
    closed = true
    overlay.remove()
    // The modal it handed over to keeps the page from scrolling.
    if (!document.querySelector('.aa-DetachedOverlay')) document.body.classList.remove('aa-Detached')
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
    dialog,
    input,
    close,
    handOver() {
      closed = true
      overlay.inert = true
      dialog.removeAttribute('role')
      dialog.removeAttribute('aria-modal')
    },
    remove,
  }
}
