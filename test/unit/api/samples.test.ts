import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildApiReference } from '../../../app/content/.server/api/build.ts'
import { toPageMarkdown } from '../../../app/content/.server/api/render.ts'
import { typeCheckSamples } from '../../../scripts/check-samples.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')

describe('API reference code samples', () => {
  const ref = buildApiReference()

  it('use @atproto/api for HTTP methods and a WebSocket for subscriptions', () => {
    for (const m of ref.methods) {
      const ts = m.tsSample ?? ''
      if (m.kind === 'subscription') {
        expect(ts).toContain(`new WebSocket(`)
      } else {
        expect(ts).toMatch(/^import \{ AtpAgent \} from '@atproto\/api'$/m)
        expect(ts).toContain(`.${m.nsid}(`)
      }
    }
  })

  it('use curl, with auth headers when the method needs them', () => {
    for (const m of ref.methods) {
      const shell = /```bash\n([\s\S]*?)```/.exec(toPageMarkdown(m.title, m.tree))?.[1] ?? ''
      expect(shell).toMatch(m.kind === 'subscription' ? /^websocat /m : /^curl /m)
      if (m.kind === 'procedure') expect(shell).toContain('-X POST')
    }
    const timeline = ref.methods.find((m) => m.nsid === 'app.bsky.feed.getTimeline')
    expect(timeline && toPageMarkdown(timeline.title, timeline.tree)).toContain('-H "Authorization: Bearer $ACCESS_JWT"')
  })

  it('read an administrator password from a variable named after the service it belongs to', () => {
    const page = (nsid: string) => {
      const m = ref.methods.find((method) => method.nsid === nsid)!
      return `${toPageMarkdown(m.title, m.tree)}\n${m.tsSample}`
    }
    const pds = page('com.atproto.admin.getAccountInfo')
    expect(pds).toContain('-u "admin:$PDS_ADMIN_PASSWORD"')
    expect(pds).toContain('process.env.PDS_ADMIN_PASSWORD')
    const appview = page('app.bsky.contact.sendNotification')
    expect(appview).toContain('-u "admin:$APPVIEW_ADMIN_PASSWORD"')
    expect(appview).toContain('process.env.APPVIEW_ADMIN_PASSWORD')
    expect(appview).not.toContain('PDS_ADMIN_PASSWORD')
  })

  it('all type-check against the pinned @atproto/api', async () => {
    const samples = ref.methods.map((m) => ({ origin: `api/${m.nsid}.ts:0`, code: m.tsSample ?? '' }))
    expect(await typeCheckSamples(samples, join(root, '.cache/api-samples'))).toEqual([])
  })
})
