import { createHash } from 'node:crypto'

/** SHA-256 of the parts, each ended by a NUL so that ('ab', 'c') and ('a', 'bc') differ. */
export function sha256(...parts: string[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}
