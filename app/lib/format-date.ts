/** An ISO date (`YYYY-MM-DD`) as readers see it, e.g. "June 1, 2025", the same on every machine. */
export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
