/**
 * The table of Bluesky's hosts in the API directory guide agrees with the host table the
 * reference is generated from (hosts.ts) and with the pinned @atproto/api.
 */
import { readFileSync } from 'node:fs'
import { BSKY_LABELER_DID } from '@atproto/api'
import { describe, expect, it } from 'vitest'
import { BSKY_MOD_PROXY, CHAT_PROXY, HOSTS } from '../../../app/content/.server/api/hosts.ts'

const guide = readFileSync('content/docs/advanced-guides/api-directory.mdx', 'utf8')
const section = guide.slice(guide.indexOf("## Bluesky's public hosts"), guide.indexOf('## com.atproto: the protocol layer'))
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| Service') && !line.startsWith('|---'))
  .map((line) => line.replace(/^\|\s*|\s*\|$/g, '').split(/\s*\|\s*/))
const row = (service: string) => {
  const found = rows.find((cells) => cells[0] === service)
  if (!found) throw new Error(`no row for ${service} in the hosts table`)
  return { url: found[1], did: found[2], serves: found[3], auth: found[4] }
}

describe('the hosts table of the API directory guide', () => {
  it('has a row for each of Bluesky’s services, each with what it serves and its auth', () => {
    expect(rows.map((cells) => cells[0])).toEqual(['Public AppView', 'AppView behind the PDS', 'Entryway', "Bluesky's PDS hosts", 'Chat service', 'Moderation service', 'Video service', 'PLC directory', 'Relay'])
    for (const cells of rows) {
      expect(cells).toHaveLength(5)
      expect(cells[3].length).toBeGreaterThan(20)
      expect(cells[4].length).toBeGreaterThan(3)
    }
  })

  it('gives the same base URLs as the reference’s host rows', () => {
    expect(row('Public AppView').url).toBe(`\`${HOSTS.appview.url}\``)
    expect(row('Entryway').url).toBe(`\`${HOSTS.pds.url}\``)
    expect(row('Chat service').url).toBe(`\`${HOSTS.chat.url}\``)
    expect(row('Moderation service').url).toBe(`\`${HOSTS.labeler.url}\``)
    expect(row('Video service').url).toBe(`\`${HOSTS.video.url}\``)
    expect(row('Relay').url).toBe(`\`${HOSTS.relay.url}\``)
  })

  it('gives the same service DIDs as the reference’s proxy headers and @atproto/api', () => {
    expect(row('Chat service').did).toBe(`\`${CHAT_PROXY.did}#${CHAT_PROXY.service}\``)
    expect(row('Moderation service').did).toBe(`\`${BSKY_MOD_PROXY.did}#${BSKY_MOD_PROXY.service}\``)
    expect(BSKY_MOD_PROXY.did).toBe(BSKY_LABELER_DID)
    expect(row('Public AppView').auth).toMatch(/^None\b/)
    expect(row('Relay').auth).toBe('None')
  })
})
