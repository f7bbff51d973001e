import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import { tempDir } from './temp-dir.ts'

const workflowFile = '.github/workflows/deploy.yml'
const text = readFileSync(workflowFile, 'utf8')

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, string | number>
}
interface Job {
  needs?: string
  if?: string
  'runs-on': string
  container?: string
  permissions?: Record<string, string>
  environment?: { name: string; url: string }
  concurrency?: { group: string; 'cancel-in-progress': boolean }
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  env: Record<string, string>
  jobs: Record<string, Job>
}

// The project's YAML reader (gray-matter's), as blog-posts.ts reads authors.yml.
const workflow = matter(`---\n${text}\n---\n`, {}).data as Workflow

/** Runs the workflow linter from npm (@action-validator/cli, pinned in package.json) on a file. */
function lint(file: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['node_modules/@action-validator/cli/cli.mjs', file], { encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('the deploy workflow', () => {
  it('passes the workflow linter, which refuses a broken one', () => {
    expect(lint(workflowFile)).toEqual({ status: 0, output: '' })
    const broken = join(tempDir('workflow-'), 'deploy.yml')
    writeFileSync(broken, text.replace('needs: build', 'needs: biuld').replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest'))
    const result = lint(broken)
    expect(result.status).toBe(1)
    expect(result.output).toContain('unresolved job biuld')
    expect(result.output).toContain("Additional property 'runs_on' is not allowed")
  })

  const build = workflow.jobs.build
  const step = (test: (s: Step) => boolean) => build.steps.findIndex(test)

  it('tests as .ci/run does: on Debian, with its Chromium from apt, after npm ci, with npm test', () => {
    expect(build.container).toMatch(/^node:20-bookworm$/)
    const chromium = step((s) => /apt-get install -y -qq chromium/.test(s.run ?? ''))
    const install = step((s) => /^npm ci\b/.test(s.run ?? ''))
    const test = step((s) => s.run === 'npm test')
    expect([chromium, install, test].every((i) => i > 0)).toBe(true)
    expect(chromium).toBeLessThan(test)
    expect(install).toBeLessThan(test)
  })

  it('checks out the whole history, which the pages’ dates are read from', () => {
    expect(build.steps[0]).toMatchObject({ uses: expect.stringMatching(/^actions\/checkout@v\d+$/), with: { 'fetch-depth': 0 } })
  })

  it('restores .cache/compile before the build, keyed by the lock file, the pipeline’s code and SITE_URL', () => {
    const cache = build.steps[step((s) => /^actions\/cache@v\d+$/.test(s.uses ?? ''))]
    expect(cache.with?.path).toBe('.cache/compile')
    const key = String(cache.with?.key)
    // What getPipelineVersion hashes (app/content/.server/cache.ts), and the address.
    for (const part of ["hashFiles('package-lock.json', 'app/content/.server/**')", '${{ env.SITE_URL }}']) expect(key).toContain(part)
    // Within one pipeline and address, the newest cache is restored; nothing crosses to another.
    expect(String(cache.with?.['restore-keys'])).toBe(key.replace('${{ github.sha }}', ''))
    expect(build.steps.indexOf(cache)).toBeLessThan(step((s) => s.run === 'npm test'))
  })

  it('builds for the address and repository it is given: SITE_URL from a repository variable, edit links to this repository', () => {
    expect(workflow.env).toMatchObject({
      SITE_URL: '${{ vars.SITE_URL }}',
      SITE_REPO: '${{ github.server_url }}/${{ github.repository }}',
      SITE_BRANCH: '${{ github.event.repository.default_branch }}',
    })
  })

  it('uploads build/client and deploys it to GitHub Pages from the default branch only, one deployment at a time', () => {
    const upload = build.steps[step((s) => /^actions\/upload-pages-artifact@v\d+$/.test(s.uses ?? ''))]
    expect(upload.with?.path).toBe('build/client')
    const deploy = workflow.jobs.deploy
    const onDefaultBranch = "github.event_name != 'pull_request' && github.ref_name == github.event.repository.default_branch"
    expect([upload.if, deploy.if]).toEqual([onDefaultBranch, onDefaultBranch])
    expect(deploy.needs).toBe('build')
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' })
    expect(deploy.environment).toEqual({ name: 'github-pages', url: '${{ steps.deployment.outputs.page_url }}' })
    expect(deploy.concurrency).toEqual({ group: 'pages', 'cancel-in-progress': false })
    expect(deploy.steps).toEqual([{ id: 'deployment', uses: expect.stringMatching(/^actions\/deploy-pages@v\d+$/) }])
    // Everything else runs with read access to the repository alone.
    expect(workflow.permissions).toEqual({ contents: 'read' })
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch'])
  })
})
