import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { HtmlValidate, StaticConfigLoader, type ConfigData, type ResolvedConfig } from 'html-validate'

/** The validator's configuration, which the html-validate CLI and editors read too. */
const htmlValidateConfigFile = join(process.cwd(), '.htmlvalidate.mjs')

export async function readHtmlValidateConfig(): Promise<ConfigData> {
  return ((await import(pathToFileURL(htmlValidateConfigFile).href)) as { default: ConfigData }).default
}

/**
 * The rules the configuration turns off or relaxes, each with the comment on the lines above it
 * (empty when it has none): the file must say why it sets each one.
 */
export function ruleComments(): Map<string, string> {
  const lines = readFileSync(htmlValidateConfigFile, 'utf8').split('\n')
  const comments = new Map<string, string>()
  for (const [i, line] of lines.entries()) {
    const rule = /^\s*'([\w/-]+)': /.exec(line)?.[1]
    if (!rule) continue
    const above: string[] = []
    for (let j = i - 1; j >= 0 && /^\s*\/\//.test(lines[j]); j--) above.unshift(lines[j].replace(/^\s*\/\/\s?/, ''))
    comments.set(rule, above.join(' '))
  }
  return comments
}

/**
 * Resolves the configuration once. html-validate's own static loader merges and resolves it again
 * for every file (its element metadata included), which took a third of the time of a page.
 */
class ResolvedOnceLoader extends StaticConfigLoader {
  private resolved: ResolvedConfig | undefined
  override getConfigFor(handle: string, configOverride?: ConfigData): ResolvedConfig {
    this.resolved ??= super.getConfigFor(handle, configOverride) as ResolvedConfig
    return this.resolved
  }
}

/** Finds the problems html-validate sees in one page's HTML, as `file:line:column rule: message (where)`. */
export type HtmlValidator = (html: string, file: string) => string[]

let validator: Promise<HtmlValidator> | undefined

/** One validator per test worker, with the repository's configuration. */
export function htmlValidator(): Promise<HtmlValidator> {
  validator ??= readHtmlValidateConfig().then((config) => {
    const html = new HtmlValidate(new ResolvedOnceLoader(config))
    return (text, file) =>
      html.validateStringSync(text, file).results.flatMap((result) => result.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? 'document'})`))
  })
  return validator
}
