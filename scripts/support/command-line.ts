import { parseArgs, type ParseArgsConfig } from 'node:util'

type FlagOptions = NonNullable<ParseArgsConfig['options']>
type Flags<T extends FlagOptions> = ReturnType<typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: false }>>['values']

/**
 * A script's flags, read strictly with Node's `parseArgs`: an unknown flag (a typo such as
 * `--draft` for `--drafts`), a flag missing its value or given one it does not take, or a stray
 * argument stops the script with the reason and its usage (status 2), instead of being ignored
 * while the script does something other than what was asked.
 */
export function readFlags<const T extends FlagOptions>(usage: string, options: T, args: string[] = process.argv.slice(2)): Flags<T> {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n\nUsage: ${usage}`)
    process.exit(2)
  }
}
