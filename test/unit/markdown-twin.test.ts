import { describe, expect, it } from 'vitest'
import { toMarkdownBody, toMarkdownTwin } from '../../app/content/.server/markdown/twin.ts'

describe('markdown twin', () => {
  it('starts with the title and the description', () => {
    expect(toMarkdownTwin('Blocking', 'Block accounts.', 'Some text.')).toBe('# Blocking\n\n> Block accounts.\n\nSome text.\n')
  })

  it('drops imports, exports and MDX comments', () => {
    const body = "import { X } from './x'\nexport const y = 1\n\n{/* truncate */}\n\nKept."
    expect(toMarkdownBody(body)).toBe('Kept.')
  })

  it('keeps each tab panel under its label, the label read wherever it sits in the tag', () => {
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
    expect(toMarkdownBody(body)).toBe('**TypeScript**\nTS text.\n**Python**\nPython text.\n**go**\nGo text.')
  })

  it('turns admonitions into GitHub alerts with the title the page shows', () => {
    expect(toMarkdownBody(':::warning[Mind the limits]\nLine one.\n\nLine two.\n:::')).toBe(
      '> [!WARNING]\n> **Mind the limits**\n>\n> Line one.\n>\n> Line two.',
    )
    expect(toMarkdownBody(':::tip\nShort.\n:::')).toBe('> [!TIP]\n> **Tip**\n>\n> Short.')
  })

  it('keeps a code block title, drops the rest of the fence meta and leaves code untouched', () => {
    const body = '```ts check title="first-post.ts" {2-3}\nimport x from "y"\n:::note\n<Tabs>\n```'
    expect(toMarkdownBody(body)).toBe('`first-post.ts`\n\n```ts\nimport x from "y"\n:::note\n<Tabs>\n```')
  })

  it('quotes code blocks inside admonitions', () => {
    expect(toMarkdownBody(':::note\n```sh\nnpm i\n```\n:::')).toBe('> [!NOTE]\n> **Note**\n>\n> ```sh\n> npm i\n> ```')
  })

  it('replaces a component with its plain form and refuses one it does not know', () => {
    expect(toMarkdownBody('Before.\n\n<ApiFamilyTable />\n\nAfter.', { components: { ApiFamilyTable: '| A |\n| --- |' } })).toBe(
      'Before.\n\n| A |\n| --- |\n\nAfter.',
    )
    expect(() => toMarkdownBody('One.\n<Mystery />')).toThrow('line 2: <Mystery /> has no plain-markdown form')
  })

  it('unescapes the characters MDX needs escaped', () => {
    expect(toMarkdownBody('Use \\{braces\\} and \\<angles>.')).toBe('Use {braces} and <angles>.')
  })
})
