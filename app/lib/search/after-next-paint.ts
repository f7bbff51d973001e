/** Settles after the next frame has been painted, or after a task where nothing paints (or the page is hidden). */
export function afterNextPaint(): Promise<void> {
  const paints = typeof requestAnimationFrame === 'function'
  return new Promise((resolve) => {
    if (paints) requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, paints ? 100 : 0)
  })
}
