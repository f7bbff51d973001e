import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inertModuleType } from '../../scripts/build/after-paint/deferred-hydration.ts'
import { hashInlineScripts, scriptSrcApplies } from '../../scripts/build/security-headers.ts'

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

describe('the inline scripts a page policy allows', () => {
  it('are the ones the page runs: classic, module and the inert module the after-paint loader runs', () => {
    const html =
      '<head><script>theme()</script><script type="application/ld+json">{"@type":"BreadcrumbList"}</script></head>' +
      `<body><script type="text/javascript">a()</script><script type="module" async="">import "/x.js"</script>` +
      `<script type="${inertModuleType}" data-preload="/x.js">import "/y.js"</script><script src="/z.js"></script><script></script></body>`
    expect(hashInlineScripts(html)).toEqual([hashOf('theme()'), hashOf('a()'), hashOf('import "/x.js"'), hashOf('import "/y.js"')].sort())
  })

  it('leave out JSON-LD and other data blocks, which browsers never run, so the policy allows nothing more than it must', () => {
    const html = '<script type="application/ld+json">{"a":1}</script><script type=\'application/json\'>{"b":2}</script><script type=text/plain>c</script>'
    expect(hashInlineScripts(html)).toEqual([])
  })

  it('tell what script-src governs (scripts, modules, import maps, speculation rules) from a data block, by its type as HTML does', () => {
    const governed = [null, '', ' ', 'module', 'MODULE', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/x-javascript', 'text/javascript1.5', 'text/jscript', 'importmap', 'speculationrules', inertModuleType]
    for (const type of governed) {
      expect(scriptSrcApplies(type), String(type)).toBe(true)
    }
    for (const type of ['application/ld+json', 'application/json', 'text/plain', 'text/javascript2', 'text/x-template']) {
      expect(scriptSrcApplies(type), type).toBe(false)
    }
  })
})
