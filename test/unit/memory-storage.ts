/** A Storage-like map, for stubbing window.localStorage and sessionStorage in unit tests. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  }
}
