import { buildRobots } from '../../content/.server/generated-files.ts'

/** /robots.txt */
export function loader() {
  return new Response(buildRobots(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
