/**
 * Keeps Tab and Shift+Tab inside a dialog (the search dialog): from
 * its last control Tab goes to its first and back, and focus outside it is brought back in.
 * Does nothing for other keys. The stops are the controls around the field; the panel below it is
 * left out: its hits are options reached with the arrow keys, as in a combobox, and the panel comes
 * and goes as the field gains and loses focus, so focus sent into it could be removed with it and
 * leave the dialog.
 */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return
  const focusable = [...container.querySelectorAll<HTMLElement>('input:not([tabindex="-1"]), button:not([tabindex="-1"]), a[href]:not([tabindex="-1"])')].filter(
    (el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0 && !el.closest('.aa-Panel'),
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const active = document.activeElement
  if (!first) return
  if (!active || !container.contains(active) || (event.shiftKey ? active === first : active === last)) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}
