import type { Locator, Page, Request } from '@playwright/test'
import { expect, openHydrated, test } from './browser.ts'
import { freePort } from '../../scripts/support/free-port.ts'
import { startXrpcServer, type XrpcServer } from './xrpc-server.ts'

/** A public AppView query with a required parameter, an integer range and a boolean. */
const AUTHOR_FEED = '/docs/api/app-bsky-feed-get-author-feed'
const CREATE_RECORD = '/docs/api/com-atproto-repo-create-record'
const TIMELINE = '/docs/api/app-bsky-feed-get-timeline'
const PANEL_CHUNK = /\/assets\/try-it-panel\.lazy-[\w-]+\.js$/

const panel = (page: Page) => page.locator('.try-it-panel')
const field = (page: Page, label: string | RegExp) => panel(page).getByLabel(label)
const host = (page: Page) => panel(page).getByLabel('Host', { exact: true })
const curl = (page: Page) => panel(page).locator('.try-it-curl')
const result = (page: Page) => panel(page).locator('.try-it-result')

type Params = { properties: Record<string, { enum?: string[] }>; required?: string[] }

/** The query parameters of a method in the pinned Lexicons. */
async function lexiconParams(nsid: string): Promise<Params> {
  const { schemas } = await import('@atproto/api')
  const defs = schemas.find((doc) => doc.id === nsid)?.defs as Record<string, { parameters?: Params }> | undefined
  const params = defs?.main.parameters
  if (!params) throw new Error(`${nsid} has no parameters in the pinned Lexicons`)
  return params
}

async function openPanel(page: Page, path: string, nsid: string): Promise<void> {
  await openHydrated(page, path)
  await page.getByRole('button', { name: 'Try it', exact: true }).click()
  await expect(panel(page).getByRole('heading', { name: `Try it: ${nsid}` })).toBeVisible()
}

async function send(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: /^Send request/ }).click()
}

/** Every request the page makes, with all its headers (Authorization included). */
function recordRequests(page: Page): () => Promise<{ url: string; headers: Record<string, string> }[]> {
  const pending: Promise<{ url: string; headers: Record<string, string> }>[] = []
  page.on('request', (request: Request) => pending.push(request.allHeaders().then((headers) => ({ url: request.url(), headers }))))
  return () => Promise.all(pending)
}

let xrpc: XrpcServer
test.beforeEach(async () => {
  xrpc = await startXrpcServer()
})
test.afterEach(async () => {
  await xrpc.close()
})

test.describe('the Try it panel', () => {
  test('is not loaded on a first visit and loads, focused, on the first click', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await openHydrated(page, AUTHOR_FEED)
    const button = page.getByRole('button', { name: 'Try it', exact: true })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(requests.filter((url) => url.includes('try-it-panel'))).toEqual([])
    await expect(page.locator('link[href*="try-it-panel"], script[src*="try-it-panel"]')).toHaveCount(0)

    const [chunk] = await Promise.all([page.waitForRequest(PANEL_CHUNK), button.click()])
    expect(new URL(chunk.url()).origin).toBe(new URL(page.url()).origin)
    await expect(panel(page).getByRole('heading', { name: 'Try it: app.bsky.feed.getAuthorFeed' })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Close Try it' })).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: 'Close Try it' }).click()
    await expect(panel(page)).toHaveCount(0)
    // Opened again, the panel comes from the module already loaded.
    await page.getByRole('button', { name: 'Try it', exact: true }).click()
    await expect(panel(page)).toBeVisible()
    expect(requests.filter((url) => PANEL_CHUNK.test(url))).toHaveLength(1)
  })

  test("builds the form from the method's parameters: required marked, enums and booleans as selects, the host from the host row", async ({ page }) => {
    await openPanel(page, AUTHOR_FEED, 'app.bsky.feed.getAuthorFeed')
    const lexicon = await lexiconParams('app.bsky.feed.getAuthorFeed')
    const names = Object.keys(lexicon.properties)
    const required = lexicon.required ?? []
    const params = panel(page).getByRole('group', { name: 'Parameters' })
    await expect(params.locator('label code')).toHaveText(names)
    expect(required).toEqual(['actor'])
    await expect(params.locator('label:has(.try-it-required) code')).toHaveText(required)
    await expect(field(page, 'actor (required)')).toHaveAttribute('required', '')
    const limit = params.getByRole('spinbutton', { name: 'limit' })
    await expect(limit).not.toHaveAttribute('required', '')
    await expect(limit).toHaveAttribute('max', '100')
    const pins = params.getByRole('combobox', { name: 'includePins' })
    await expect(pins.locator('option')).toHaveText(['(not set)', 'true', 'false'])
    // No credentials field for a public method.
    await expect(panel(page).getByLabel(/Access token/)).toHaveCount(0)

    // The Host field starts at the host the page names in its host row.
    const hostRow = await page.locator('.api-access li', { hasText: 'Host:' }).locator('code').first().textContent()
    expect(hostRow).toBe('https://public.api.bsky.app')
    await expect(host(page)).toHaveValue(hostRow!)

    // A Lexicon enum is a select of exactly its values.
    await openPanel(page, '/docs/api/tools-ozone-set-query-sets', 'tools.ozone.set.querySets')
    const sortBy = (await lexiconParams('tools.ozone.set.querySets')).properties.sortBy.enum ?? []
    expect(sortBy.length).toBeGreaterThan(1)
    await expect(panel(page).getByRole('combobox', { name: 'sortBy' }).locator('option')).toHaveText(['(not set)', ...sortBy])
    await expect(panel(page).getByLabel(/Access token \(required\)/)).toHaveAttribute('type', 'password')
  })

  test('reports constraint violations before sending, and sends nothing', async ({ page }) => {
    const requests = recordRequests(page)
    await openPanel(page, AUTHOR_FEED, 'app.bsky.feed.getAuthorFeed')
    await host(page).fill(xrpc.origin)
    await send(page)
    await expect(panel(page).getByText('actor is required.')).toBeVisible()
    await expect(field(page, 'actor (required)')).toBeFocused()

    await field(page, 'actor (required)').fill('not a handle')
    await panel(page).getByRole('spinbutton', { name: 'limit' }).fill('500')
    await send(page)
    await expect(panel(page).getByText('actor must be a handle or a DID.')).toBeVisible()
    await expect(panel(page).getByText('limit must be at most 100.')).toBeVisible()
    await expect(field(page, 'actor (required)')).toHaveAttribute('aria-invalid', 'true')
    await expect(panel(page).getByRole('spinbutton', { name: 'limit' })).toHaveAttribute('aria-invalid', 'true')
    await expect(result(page)).toHaveCount(0)

    await host(page).fill('ftp://example.com/path')
    await send(page)
    await expect(panel(page).getByText(/^Host must be a base URL/)).toBeVisible()
    expect(xrpc.received).toEqual([])
    expect((await requests()).filter((r) => r.url.startsWith(xrpc.origin))).toEqual([])
  })

  test('sends a query with its parameters and shows the status, rate-limit headers and the highlighted JSON', async ({ page }) => {
    xrpc.reply({
      status: 200,
      headers: { 'RateLimit-Limit': '3000', 'RateLimit-Remaining': '2999', 'RateLimit-Reset': '1767225600', 'RateLimit-Policy': '3000;w=300' },
      body: { cursor: 'c-2', feed: [{ post: { uri: 'at://did:plc:abc/app.bsky.feed.post/3k', likeCount: 7, pinned: true } }] },
    })
    await openPanel(page, AUTHOR_FEED, 'app.bsky.feed.getAuthorFeed')
    await host(page).fill(`${xrpc.origin}/`)
    await field(page, 'actor (required)').fill('alice.test')
    await panel(page).getByRole('spinbutton', { name: 'limit' }).fill('5')
    await panel(page).getByRole('combobox', { name: 'includePins' }).selectOption('true')
    await send(page)

    await expect(panel(page).getByRole('status')).toContainText('200 OK')
    await expect(panel(page).getByRole('status')).toContainText(`from ${xrpc.origin}`)
    const calls = xrpc.calls()
    expect(calls).toHaveLength(1)
    const url = new URL(calls[0].url, xrpc.origin)
    expect([calls[0].method, url.pathname, [...url.searchParams]]).toEqual(['GET', '/xrpc/app.bsky.feed.getAuthorFeed', [['actor', 'alice.test'], ['limit', '5'], ['includePins', 'true']]])
    expect(calls[0].headers.authorization).toBeUndefined()

    const headers = result(page).getByRole('definition')
    await expect(result(page).getByRole('term')).toHaveText(['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy'])
    await expect(headers).toHaveText(['3000', '2999', '1767225600', '3000;w=300'])
    const json = result(page).locator('pre code')
    expect(JSON.parse((await json.textContent())!)).toEqual({ cursor: 'c-2', feed: [{ post: { uri: 'at://did:plc:abc/app.bsky.feed.post/3k', likeCount: 7, pinned: true } }] })
    await expect(json.locator('.json-key')).toHaveText(['"cursor"', '"feed"', '"post"', '"uri"', '"likeCount"', '"pinned"'])
    await expect(json.locator('.json-number')).toHaveText(['7'])
    await expect(json.locator('.json-literal')).toHaveText(['true'])
    await expect(json.locator('.json-string').first()).toHaveText('"c-2"')
  })

  test('shows an XRPC error, a network error and a CORS failure as such', async ({ page }) => {
    xrpc.reply({ status: 400, body: { error: 'InvalidRequest', message: 'Profile not found' } })
    await openPanel(page, AUTHOR_FEED, 'app.bsky.feed.getAuthorFeed')
    await field(page, 'actor (required)').fill('nobody.test')
    await host(page).fill(xrpc.origin)
    await send(page)
    await expect(panel(page).getByRole('status')).toContainText('400 Bad Request')
    await expect(panel(page).getByRole('alert')).toHaveText('XRPC error InvalidRequest: Profile not found')
    await expect(result(page).locator('.json-key')).toHaveText(['"error"', '"message"'])

    // Nothing listens on this port.
    const closed = `http://127.0.0.1:${await freePort()}`
    await host(page).fill(closed)
    await send(page)
    await expect(panel(page).getByRole('alert')).toContainText('Network error')
    await expect(panel(page).getByRole('alert')).toContainText(`Could not connect to ${closed}`)

    // A server that answers without CORS headers: the browser withholds the answer.
    const noCors = await startXrpcServer({ cors: false })
    try {
      noCors.reply({ status: 200, body: { feed: [] } })
      await host(page).fill(noCors.origin)
      await send(page)
      await expect(panel(page).getByRole('alert')).toContainText('Blocked by CORS')
      await expect(panel(page).getByRole('alert')).toContainText(`${noCors.origin} answered, but the browser withheld the answer`)
      expect(noCors.calls().map((r) => new URL(r.url, noCors.origin).pathname)).toContain('/xrpc/app.bsky.feed.getAuthorFeed')
    } finally {
      await noCors.close()
    }
  })

  test('keeps the curl command in step with the form', async ({ page }) => {
    await openPanel(page, AUTHOR_FEED, 'app.bsky.feed.getAuthorFeed')
    await expect(curl(page)).toHaveText("curl 'https://public.api.bsky.app/xrpc/app.bsky.feed.getAuthorFeed'")
    await host(page).fill(xrpc.origin)
    await field(page, 'actor (required)').fill('alice.test')
    await expect(curl(page)).toHaveText(`curl '${xrpc.origin}/xrpc/app.bsky.feed.getAuthorFeed?actor=alice.test'`)
    await panel(page).getByRole('spinbutton', { name: 'limit' }).fill('25')
    await field(page, /^filter/).fill("it's")
    await expect(curl(page)).toHaveText(`curl '${xrpc.origin}/xrpc/app.bsky.feed.getAuthorFeed?actor=alice.test&limit=25&filter=it%27s'`)
  })

  test('asks for confirmation before sending a procedure, then sends its JSON body with the token', async ({ page }) => {
    xrpc.reply({ status: 200, body: { uri: 'at://did:plc:abc/app.bsky.feed.post/3l', cid: 'bafyreib2rxk3rh6kzwq' } })
    await openPanel(page, CREATE_RECORD, 'com.atproto.repo.createRecord')
    await expect(host(page)).toHaveValue('https://bsky.social')
    const body = panel(page).getByLabel('Request body (JSON)')
    // The body starts from the page's example record.
    const example = JSON.parse(await body.inputValue()) as { collection: string; record: unknown }
    expect(example.collection).toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/)
    const record = { repo: 'did:plc:abc', collection: 'app.bsky.feed.post', record: { $type: 'app.bsky.feed.post', text: 'Hello from Try it', createdAt: '2026-01-01T00:00:00.000Z' } }
    await body.fill(JSON.stringify(record, null, 2))
    await expect(curl(page)).toContainText(`-d '${JSON.stringify(record)}'`)
    await expect(curl(page)).toContainText('curl -X POST')

    await host(page).fill(xrpc.origin)
    await send(page)
    await expect(panel(page).getByText('This method needs an access token.')).toBeVisible()
    await panel(page).getByLabel(/Access token/).fill('token-for-create')
    await send(page)
    const confirm = panel(page).locator('.try-it-confirm')
    await expect(confirm).toContainText(`This sends a POST to ${xrpc.origin}`)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toHaveCount(0)
    await send(page)
    expect(xrpc.received).toEqual([])
    await confirm.getByRole('button', { name: 'Confirm and send' }).click()

    await expect(panel(page).getByRole('status')).toContainText('200 OK')
    const [call] = xrpc.calls()
    expect([call.method, call.url, call.headers['content-type'], call.headers.authorization]).toEqual(['POST', '/xrpc/com.atproto.repo.createRecord', 'application/json', 'Bearer token-for-create'])
    expect(JSON.parse(call.body)).toEqual(record)
    // The browser asked first whether it may send those headers.
    expect(xrpc.received[0].method).toBe('OPTIONS')
    expect(xrpc.received[0].headers['access-control-request-headers']).toMatch(/authorization/)
    await expect(curl(page)).toContainText('-H "Authorization: Bearer $ACCESS_JWT"')
    await expect(curl(page)).not.toContainText('token-for-create')
  })

  test('sends the access token only to the host shown, and keeps it out of storage and the URL', async ({ page }) => {
    const token = `secret-${Date.now()}`
    const bystander = await startXrpcServer()
    try {
      xrpc.reply({ status: 200, body: { feed: [] } })
      const requests = recordRequests(page)
      await openPanel(page, TIMELINE, 'app.bsky.feed.getTimeline')
      // Typed while another host is shown, then the host changes: only the final host gets it.
      await host(page).fill(bystander.origin)
      const tokenField: Locator = panel(page).getByLabel(/Access token \(required\)/)
      await tokenField.fill(token)
      await host(page).fill(xrpc.origin)
      await panel(page).getByRole('spinbutton', { name: 'limit' }).fill('3')
      await send(page)
      await expect(panel(page).getByRole('status')).toContainText('200 OK')

      expect(xrpc.calls().map((r) => r.headers.authorization)).toEqual([`Bearer ${token}`])
      expect(bystander.received).toEqual([])
      const all = await requests()
      const carrying = all.filter((r) => JSON.stringify(r).includes(token))
      expect(carrying.map((r) => new URL(r.url).origin)).toEqual([xrpc.origin])
      expect(all.filter((r) => r.url.startsWith(bystander.origin))).toEqual([])
      expect(carrying[0].headers.authorization).toBe(`Bearer ${token}`)
      expect(carrying[0].url).not.toContain(token)

      const kept = await page.evaluate(() => {
        const dump = (storage: Storage) => Object.entries({ ...storage }).join('\n')
        return [location.href, dump(localStorage), dump(sessionStorage), document.cookie, JSON.stringify(history.state)].join('\n')
      })
      expect(kept).not.toContain(token)
      await expect(curl(page)).not.toContainText(token)
      await expect(tokenField).toHaveAttribute('type', 'password')
    } finally {
      await bystander.close()
    }
  })

  test('is not offered for subscriptions', async ({ page }) => {
    await openHydrated(page, '/docs/api/com-atproto-sync-subscribe-repos')
    await expect(page.locator('h1')).toHaveText('com.atproto.sync.subscribeRepos')
    await expect(page.getByRole('button', { name: /Try it/ })).toHaveCount(0)
    await openHydrated(page, '/docs/api/com-atproto-sync-get-repo')
    await expect(page.getByRole('button', { name: 'Try it', exact: true })).toBeVisible()
  })
})
