/**
 * The values the reference's examples are made of (examples.ts generates them), and their
 * printers: as JSON, as a TypeScript literal, as a query string. A value is data, or code (`Expr`)
 * where a code sample calls a helper rather than writing the data out.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

/** A value that is code rather than data: TypeScript source, its JSON stand-in, and the imports it needs. */
export class Expr {
  constructor(
    readonly ts: string,
    readonly json: JsonValue,
    readonly imports: readonly { from: string; name: string }[] = [],
  ) {}
}

export type Example = null | boolean | number | string | Expr | Example[] | { [key: string]: Example }
export type ExampleObject = { [key: string]: Example }

export function toJsonValue(value: Example): JsonValue {
  if (value instanceof Expr) return value.json
  if (Array.isArray(value)) return value.map(toJsonValue)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonValue(v)]))
  }
  return value
}

export function collectImports(value: Example, into: Map<string, Set<string>>): void {
  if (value instanceof Expr) {
    for (const { from, name } of value.imports) {
      if (!into.has(from)) into.set(from, new Set())
      into.get(from)?.add(name)
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectImports(item, into)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectImports(item, into)
  }
}

function tsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
}

function isSimple(value: Example): boolean {
  return value === null || typeof value !== 'object' || value instanceof Expr
}

/** A TypeScript literal; short flat objects and arrays stay on one line. */
export function toTs(value: Example, indent = ''): string {
  if (value instanceof Expr) return value.ts
  if (typeof value === 'string') return tsString(value)
  if (value === null || typeof value !== 'object') return String(value)
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    const items = value.map((item) => toTs(item, inner))
    const flat = `[${items.join(', ')}]`
    if (value.every(isSimple) && flat.length <= 60) return flat
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`
  }
  const entries = Object.entries(value)
  if (entries.length === 0) return '{}'
  const parts = entries.map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : tsString(k)}: ${toTs(v, inner)}`)
  const flat = `{ ${parts.join(', ')} }`
  if (entries.every(([, v]) => isSimple(v)) && flat.length <= 60) return flat
  return `{\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}}`
}

/** `key=value&…`, arrays as repeated keys; `:`, `/` and `@` left readable. */
export function toQueryString(params: ExampleObject): string {
  const pairs: string[] = []
  const encode = (v: string) => encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%2F/gi, '/').replace(/%40/gi, '@')
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const json = toJsonValue(item)
      pairs.push(`${encode(key)}=${encode(typeof json === 'string' ? json : JSON.stringify(json))}`)
    }
  }
  return pairs.join('&')
}
