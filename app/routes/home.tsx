import { Link } from 'react-router'
import { site } from '../config/site.ts'
import { pageMeta } from '../lib/meta.ts'

export function meta() {
  return pageMeta({ title: site.title, description: site.tagline, route: '/' })
}

export default function Home() {
  return (
    <div className="home">
      <section className="hero">
        <h1>{site.title}</h1>
        <p className="lead">{site.tagline}</p>
        <p className="hero-actions">
          <Link to="/docs/get-started" className="button button-primary">Get started</Link>
          <Link to="/docs/category/tutorials" className="button">Tutorials</Link>
          <Link to="/docs/category/http-reference" className="button">API reference</Link>
        </p>
      </section>
    </div>
  )
}
