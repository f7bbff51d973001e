import { describe, expect, it } from 'vitest'
import { compileContent, type CompileContext } from '../../app/content/.server/markdown/compile.ts'
import { toMarkdownTwin } from '../../app/content/.server/markdown/twin.ts'

const context: CompileContext = { resolveLink: () => undefined, apiFamilies: [{ id: 'app.bsky.feed', slug: 'app-bsky-feed', count: 19 }], readFile: () => null }

/** The twin's body of an MDX page, printed from its syntax tree by the real compiler. */
async function twin(body: string): Promise<string> {
  const compiled = await compileContent({ file: 'content/docs/x.mdx', body, lineOffset: 0, route: '/docs/x', feedOrigin: null }, context)
  return compiled.markdown
}

describe('markdown twin', () => {
  it('starts with the title and the description', () => {
    expect(toMarkdownTwin('Blocking', 'Block accounts.', 'Some text.')).toBe('# Blocking\n\n> Block accounts.\n\nSome text.\n')
  })

  it('drops MDX comments', async () => {
    expect(await twin('{/* truncate */}\n\nKept. {/* inline */} Too.')).toBe('Kept.  Too.')
  })

  it('keeps each tab panel under its label, the label read wherever it sits in the tag', async () => {
    const body = [
      '<Tabs groupId="lang">',
      '<TabItem value="ts" label="TypeScript" default>',
      'TS text.',
      '</TabItem>',
      '<TabItem label="Python" value="py">',
      'Python text.',
      '</TabItem>',
      '<TabItem value="go">',
      'Go text.',
      '</TabItem>',
      '</Tabs>',
    ].join('\n')
    expect(await twin(body)).toBe('**TypeScript**\n\nTS text.\n\n**Python**\n\nPython text.\n\n**go**\n\nGo text.')
  })

  it('turns admonitions into GitHub alerts with the title the page shows', async () => {
    expect(await twin(':::warning[Mind the limits]\nLine one.\n\nLine two.\n:::')).toBe('> [!WARNING]\n> **Mind the limits**\n>\n> Line one.\n>\n> Line two.')
    expect(await twin(':::tip\nShort.\n:::')).toBe('> [!TIP]\n> **Tip**\n>\n> Short.')
  })

  it('keeps a code block title, drops the rest of the fence meta and leaves code untouched', async () => {
    const body = '```ts check title="first-post.ts" {2-3}\nimport x from "y"\n:::note\n<Tabs>\n```'
    expect(await twin(body)).toBe('`first-post.ts`\n\n```ts\nimport x from "y"\n:::note\n<Tabs>\n```')
  })

  it('quotes code blocks inside admonitions', async () => {
    expect(await twin(':::note\n```sh\nnpm i\n```\n:::')).toBe('> [!NOTE]\n> **Note**\n>\n> ```sh\n> npm i\n> ```')
  })

  it('prints a component in its plain form', async () => {
    expect(await twin('Before.\n\n<ApiFamilyTable />\n\nAfter.')).toBe(
      [
        'Before.',
        '',
        '| Family                                                         | Methods |',
        '| -------------------------------------------------------------- | ------- |',
        '| [`app.bsky.feed`](/docs/category/http-reference#app-bsky-feed) | 19      |',
        '| All families                                                   | 19      |',
        '',
        'After.',
      ].join('\n'),
    )
  })

  it('shows the characters MDX needs escaped as the page does', async () => {
    expect(await twin('Use \\{braces\\} and \\<angles>.')).toBe('Use {braces} and \\<angles>.')
  })

  it('keeps text that looks like a directive, such as a DID', async () => {
    expect(await twin('Resolve did:plc:abc to a document.')).toBe('Resolve did:plc:abc to a document.')
  })
})
