import { pageMeta } from '../lib/meta.ts'

export function meta() {
  return pageMeta({ title: 'Showcase', description: 'Projects the community has built on the AT Protocol.', route: '/showcase/' })
}

export default function Showcase() {
  return (
    <div className="page-narrow">
      <h1>Showcase</h1>
      <p className="lead">Projects the community has built on the AT Protocol.</p>
    </div>
  )
}
