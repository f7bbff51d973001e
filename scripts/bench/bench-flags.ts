/** The sections a run of the bench measures, from its flags. */
export interface BenchChoice {
  wanted: Set<string>
  /** How many times larger the search-scale section makes the content. */
  scaleFactor: number
}

/** The sections `--only` names (all but the build with `--skip-build`, all by default) and `--scale`; throws the reason for a section or a scale there is not. */
export function chooseSections(flags: { 'skip-build'?: boolean; only?: string; scale: string }, names: readonly string[]): BenchChoice {
  const scaleFactor = Number(flags.scale)
  if (!Number.isInteger(scaleFactor) || scaleFactor < 2) throw new Error(`--scale takes a whole number from 2 up, not "${flags.scale}".`)
  const wanted = new Set(flags.only ? flags.only.split(',') : names.filter((name) => !(name === 'build' && flags['skip-build'])))
  const unknown = [...wanted].filter((name) => !names.includes(name))
  if (unknown.length > 0) throw new Error(`Unknown bench section(s): ${unknown.join(', ')}. The sections are ${names.join(', ')}.`)
  return { wanted, scaleFactor }
}
