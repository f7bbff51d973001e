/**
 * What a method or type page shows of the history, as mdast: the "Added in" line below the
 * summary, the History section (the last changes, each linking to its release on the changelog)
 * and the badge of a field changed in the last three minor releases. The same tree prints the
 * HTML and the markdown twin, so both carry them.
 */
import type { PhrasingContent } from 'mdast'
import { badge, code, heading, link, list, paragraph, phrasing, text, type Block, type PageContext } from '../mdast.ts'
import { describeChange } from './describe.ts'
import { changelogRoute } from '../../../routes.ts'
import type { ReferenceHistory } from './page-history.ts'

/** The History section shows at most this many changes. */
const HISTORY_ITEMS = 5

const PACKAGE = '@atproto/api'

function versionLink(history: ReferenceHistory, version: string): PhrasingContent {
  return link(history.changelogHref(version), [text(version)])
}

/** "Added in @atproto/api 0.20.11." or, for what the first release read already had, "Added in @atproto/api 0.6.0 or earlier." */
export function addedLine(history: ReferenceHistory, nsid: string): Block {
  const version = history.addedIn(nsid)
  const runs: PhrasingContent[] = version
    ? [text('Added in '), code(PACKAGE), text(' '), versionLink(history, version), text('.')]
    : [text('Added in '), code(PACKAGE), text(` ${history.first} or earlier.`)]
  return paragraph(runs, 'api-added-in')
}

/** The History section: the last changes of the document, newest first, and a link to the rest. */
export function historySection(ctx: PageContext, history: ReferenceHistory, nsid: string): Block[] {
  const changes = history.changesOf(nsid)
  const out: Block[] = [heading(2, 'history', [text('History')])]
  if (changes.length === 0) {
    out.push(paragraph([text('No change since '), code(PACKAGE), text(` ${history.first}: `), link(changelogRoute, [text('Lexicon changelog')]), text('.')], 'api-history-note'))
    return out
  }
  const items = changes.slice(0, HISTORY_ITEMS).map(({ version, change }) => {
    const runs: PhrasingContent[] = [versionLink(history, version), text(': '), ...phrasing(ctx, describeChange(change))]
    if (change.breaking) runs.push(text(' '), badge('Breaking', 'badge-breaking'))
    return runs
  })
  out.push(list(items, 'api-history'))
  const more = changes.length - HISTORY_ITEMS
  out.push(
    paragraph(
      more > 0
        ? [text(`${more} earlier change${more === 1 ? '' : 's'}: `), link(changelogRoute, [text('Lexicon changelog')]), text('.')]
        : [text('Every release: '), link(changelogRoute, [text('Lexicon changelog')]), text('.')],
      'api-history-note',
    ),
  )
  return out
}

/** The badge of a field row: `New in 0.20.11` or `Changed in 0.19.9`, within the recent minor series. */
export function fieldBadge(history: ReferenceHistory | undefined, at: string, field: string): PhrasingContent[] {
  const mark = history?.fieldMark(at, field)
  if (!mark) return []
  return [text(' '), badge(`${mark.kind === 'added' ? 'New' : 'Changed'} in ${mark.version}`, 'badge-history')]
}
