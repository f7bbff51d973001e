/**
 * localStorage that never throws: when storage is unavailable (private mode, disabled cookies,
 * quota) reads return null, writes do nothing, and one console warning says so.
 */
let warned = false

function warn(error: unknown) {
  if (warned) return
  warned = true
  console.warn('Browser storage is unavailable; preferences will not be remembered.', error)
}

export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch (error) {
      warn(error)
      return null
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value)
    } catch (error) {
      warn(error)
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key)
    } catch (error) {
      warn(error)
    }
  },
}
