/**
 * Keeps Tab and Shift+Tab inside a dialog (the search dialog): from
 * its last control Tab goes to its first and back, and focus outside it is brought back in.
 * Does nothing for other keys.
 */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return
  const focusable = [...container.querySelectorAll<HTMLElement>('input:not([tabindex="-1"]), button:not([tabindex="-1"]), a[href]:not([tabindex="-1"])')].filter((el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const active = document.activeElement
  if (!first) return
  if (!active || !container.contains(active) || (event.shiftKey ? active === first : active === last)) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}
