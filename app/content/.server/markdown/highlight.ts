import { transformerMetaHighlight } from '@shikijs/transformers'
import type { Element, ElementContent, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { bundledThemes, createHighlighter, type BundledLanguage, type Highlighter, type ShikiTransformer, type ThemeRegistration } from 'shiki'
import { visit } from 'unist-util-visit'
import { parseCodeTitle } from './code-meta.ts'

/**
 * Languages the highlighter knows; a fence in any other language is shown as plain text. Each is
 * loaded the first time a block uses it: loading all of them up front (with the languages they
 * embed, 41 grammars) took a second of every cold build, for grammars most builds never use.
 */
const languages: ReadonlySet<string> = new Set([
  'ts', 'tsx', 'js', 'jsx', 'json', 'jsonc', 'bash', 'shell', 'python', 'http', 'html', 'css',
  'yaml', 'toml', 'diff', 'md', 'mdx', 'sql', 'go', 'rust', 'dockerfile', 'ini',
] satisfies BundledLanguage[])

const aliases: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'shell', py: 'python', yml: 'yaml', typescript: 'ts', javascript: 'js', json5: 'jsonc' }

/** Names for a block that is meant to be plain text. */
const plainText: ReadonlySet<string> = new Set(['text', 'txt', 'plaintext'])

/**
 * Why a fence's language is not one the site can show, or null when it is. Any other language
 * would be shown as plain text, so a typo (`typscript`) would quietly lose the highlighting.
 */
export function unknownLanguage(lang: string): string | null {
  if (languages.has(lang) || lang in aliases || plainText.has(lang)) return null
  return `Unknown code language "${lang}": use one of ${[...languages].join(', ')} (or ${Object.keys(aliases).join(', ')}), or text for plain text. To highlight another, add it to \`languages\` in app/content/.server/markdown/highlight.ts`
}

let highlighter: Promise<Highlighter> | undefined

/**
 * GitHub's light theme with its comment grey (#6e7781, 4.3:1 on the code background) swapped
 * for its own muted text colour (#57606a), so every token meets WCAG AA contrast, also on
 * highlighted lines. The dark theme passes as it is.
 */
async function loadLightTheme(): Promise<ThemeRegistration> {
  const base = (await bundledThemes['github-light-default']()).default
  const text = JSON.stringify(base).replace(/#6e7781/gi, '#57606a')
  return { ...(JSON.parse(text) as ThemeRegistration), name: 'site-light' }
}

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= loadLightTheme().then((light) => createHighlighter({ themes: [light, 'github-dark-default'], langs: [] }))
  return highlighter
}

const loadedLanguages = new Map<string, Promise<void>>()

/** The highlighter with `lang` loaded, if it is one of `languages`. */
async function getHighlighterFor(lang: string): Promise<Highlighter> {
  const hl = await getHighlighter()
  if (languages.has(lang) && !loadedLanguages.has(lang)) loadedLanguages.set(lang, hl.loadLanguage(lang as BundledLanguage))
  await loadedLanguages.get(lang)
  return hl
}

/** The colour pair of a `style` attribute, lower-cased: `--shiki-light:#1f2328;--shiki-dark:#e6edf3`. */
function colours(style: unknown): string | null {
  if (typeof style !== 'string') return null
  const light = /--shiki-light:(#[0-9a-f]+)/i.exec(style)?.[1]
  const dark = /--shiki-dark:(#[0-9a-f]+)/i.exec(style)?.[1]
  return light && dark ? `--shiki-light:${light};--shiki-dark:${dark}`.toLowerCase() : null
}

/**
 * Unwraps the tokens drawn in the block's own text colours (punctuation, spaces, plain words): their
 * text inherits the same colours from the `<pre>`, and a long JSON example loses a third of its weight.
 */
const transformerPlainTokens: ShikiTransformer = {
  name: 'plain-tokens',
  pre(pre) {
    const plain = colours(pre.properties.style)
    if (!plain) return
    const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
    for (const line of code?.children ?? []) {
      if (line.type !== 'element') continue
      line.children = line.children.flatMap((token) =>
        token.type === 'element' && token.tagName === 'span' && String(token.properties.style ?? '').toLowerCase() === plain ? token.children : [token],
      )
    }
  },
}

/**
 * Blocks highlighted so far in this process, by language, meta and code. The same block recurs
 * across pages (login lines, example records, reference schemas), and Shiki is the costliest step
 * of a cold content build, so each distinct block is highlighted once. Callers get a copy to edit.
 */
const highlighted = new Map<string, Promise<Root>>()

/** Highlights one block to hast: `<pre class="shiki">` with light and dark colours as CSS variables. */
export async function highlightToHast(code: string, lang: string, meta = ''): Promise<Root> {
  const key = JSON.stringify([lang, meta, code])
  let result = highlighted.get(key)
  if (!result) {
    // A long dev session keeps editing blocks: start over rather than hold every old version.
    if (highlighted.size >= 20_000) highlighted.clear()
    result = highlightOnce(code, lang, meta)
    highlighted.set(key, result)
  }
  return structuredClone(await result)
}

async function highlightOnce(code: string, lang: string, meta: string): Promise<Root> {
  const resolved = aliases[lang] ?? lang
  const hl = await getHighlighterFor(resolved)
  return hl.codeToHast(code, {
    lang: languages.has(resolved) ? resolved : 'text',
    themes: { light: 'site-light', dark: 'github-dark-default' },
    defaultColor: false,
    // The block scrolls sideways when its lines are wide: keyboard users focus it to scroll.
    tabindex: 0,
    meta: { __raw: meta.replace(/(?:^|\s)title=(?:"[^"]*"|'[^']*')/, ' ') },
    transformers: [transformerMetaHighlight(), transformerPlainTokens],
  })
}

/** How a code block's language is named to assistive technology. */
const languageNames: Record<string, string> = {
  ts: 'TypeScript', typescript: 'TypeScript', tsx: 'TSX', js: 'JavaScript', javascript: 'JavaScript', jsx: 'JSX', json: 'JSON', jsonc: 'JSON', json5: 'JSON',
  bash: 'shell', sh: 'shell', shell: 'shell', zsh: 'shell', console: 'shell', python: 'Python', py: 'Python', http: 'HTTP', html: 'HTML', css: 'CSS',
  yaml: 'YAML', yml: 'YAML', toml: 'TOML', diff: 'diff', md: 'Markdown', mdx: 'MDX', sql: 'SQL', go: 'Go', rust: 'Rust', dockerfile: 'Dockerfile', ini: 'INI',
}

/**
 * The name of a block's scroll container: it is focusable (a long line scrolls sideways, WCAG
 * 2.1.1), so a keyboard user hears what they reached: its title, or else its language.
 */
export function codeBlockLabel(lang: string, title: string | null): string {
  if (title) return `Code: ${title}`
  const name = languageNames[lang]
  return name ? `Code: ${name}` : 'Code'
}

/**
 * Replaces every `<pre><code class="language-x">` with a highlighted block inside a figure that
 * carries an optional title bar and a copy button (the button is wired up on the client).
 */
export function rehypeCodeBlocks() {
  return async (tree: Root) => {
    const jobs: Promise<void>[] = []
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
      if (!code) return
      const classes = (code.properties.className as string[] | undefined) ?? []
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text'
      const meta = String((code.data as { meta?: string } | undefined)?.meta ?? code.properties.dataMeta ?? '')
      const text = toString(code).replace(/\n$/, '')
      jobs.push(
        highlightToHast(text, lang, meta).then((highlighted) => {
          const pre = highlighted.children[0] as Element
          const title = parseCodeTitle(meta)
          // A <pre> is generic, which ARIA does not let have a name: as a group it may.
          pre.properties.role = 'group'
          pre.properties.ariaLabel = codeBlockLabel(lang, title)
          const children: ElementContent[] = []
          if (title) {
            children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: title }] })
          }
          children.push({
            type: 'element',
            tagName: 'div',
            properties: { className: ['code-body'] },
            children: [
              pre,
              {
                type: 'element',
                tagName: 'button',
                properties: { type: 'button', className: ['copy-button'], dataCopy: '', ariaLabel: 'Copy code to clipboard' },
                children: [{ type: 'text', value: 'Copy' }],
              },
            ],
          })
          parent.children[index] = {
            type: 'element',
            tagName: 'figure',
            properties: { className: ['code-block'], dataLanguage: lang },
            children,
          }
        }),
      )
    })
    await Promise.all(jobs)
  }
}
