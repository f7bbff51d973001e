/**
 * A package's CHANGELOG.md (the changesets layout: `## 0.15.2`, then `### Patch Changes` and one
 * bullet per change) → each version's items: the text of the change and the pull requests it
 * names. The bullet's credit prefix (pull request, commit and author links) is left out of the
 * text, the pull request numbers kept; "Updated dependencies" bullets are not the release's notes.
 */
import type { NoteItem } from './model.ts'

const PULL = /https:\/\/github\.com\/bluesky-social\/atproto\/pull\/(\d+)/g

/** `[#3770](…/pull/3770) [`553c988f1`](…/commit/…) Thanks [@someone](…)! - ` at the start of a bullet. */
const CREDIT = /^(?:\[#\d+\]\([^)]*\)\s*)?(?:\[`[0-9a-f]+`\]\([^)]*\)\s*)?(?:Thanks\s+(?:\[@[^\]]+\]\([^)]*\)(?:,\s*|\s+and\s+|\s*)?)+!\s*-\s*)?/

function parseItem(lines: string[]): NoteItem | null {
  const raw = lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
  if (/^Updated dependencies\b/.test(raw)) return null
  const pulls = [...new Set([...raw.matchAll(PULL)].map((m) => Number(m[1])))].sort((a, b) => a - b)
  // A change written as a list of its own (`! - - Breaking changes`) keeps its words, not the stray bullet.
  const text = raw.replace(CREDIT, '').replace(/^[-*]\s+/, '').trim()
  return text ? { text, pulls } : null
}

/** Every version's items, by version, in the order the file lists them. */
export function parseChangelog(changelog: string): Map<string, NoteItem[]> {
  const out = new Map<string, NoteItem[]>()
  let items: NoteItem[] | null = null
  let bullet: string[] | null = null
  const flush = () => {
    if (items && bullet) {
      const item = parseItem(bullet)
      if (item) items.push(item)
    }
    bullet = null
  }
  for (const line of changelog.split(/\r?\n/)) {
    const version = /^##\s+(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\s*$/.exec(line)
    if (version) {
      flush()
      items = []
      out.set(version[1], items)
      continue
    }
    if (/^#{1,3}\s/.test(line)) {
      flush()
      continue
    }
    if (/^[-*]\s+/.test(line)) {
      flush()
      bullet = [line.replace(/^[-*]\s+/, '')]
    } else if (bullet && (/^\s+\S/.test(line) || line.trim() === '')) {
      // Continuation lines are indented; a nested list or code block reads as one paragraph.
      bullet.push(line.replace(/^\s*(?:[-*]\s+|```\w*)/, ''))
    }
  }
  flush()
  return out
}
