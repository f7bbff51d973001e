import { useState } from 'react'
import type { ShowcaseData } from '../content/types.ts'

function hostOf(url: string): string {
  const { hostname, pathname } = new URL(url)
  // Repositories read better as owner/name than as a bare "github.com".
  return hostname === 'github.com' ? pathname.replace(/^\/|\/$/g, '') : hostname.replace(/^www\./, '')
}

/**
 * Every project, grouped by category. The whole list is in the HTML; with JavaScript, buttons
 * above it show one category at a time (they are hidden by CSS when scripts do not run).
 */
export function ShowcaseList({ categories, projects }: ShowcaseData) {
  const [selected, setSelected] = useState<string | null>(null)
  const groups = categories.map((category) => ({ category, items: projects.filter((p) => p.category === category.id) }))
  const shown = selected ? projects.filter((p) => p.category === selected).length : projects.length
  const filters = [{ id: null, label: 'All', count: projects.length }, ...groups.map((g) => ({ id: g.category.id, label: g.category.label, count: g.items.length }))]

  return (
    <>
      <div className="showcase-filter" role="group" aria-label="Show projects by category">
        {filters.map((filter) => (
          <button
            key={filter.id ?? 'all'}
            type="button"
            className="showcase-filter-button"
            aria-pressed={selected === filter.id}
            data-category={filter.id ?? 'all'}
            onClick={() => setSelected(filter.id)}
          >
            {filter.label} <span className="showcase-filter-count">{filter.count}</span>
          </button>
        ))}
      </div>
      <p className="showcase-count" aria-live="polite">
        {selected ? `Showing ${shown} of ${projects.length} projects` : `${projects.length} projects`}
      </p>
      {groups.map(({ category, items }) => (
        <section
          key={category.id}
          className="showcase-group"
          aria-labelledby={`showcase-${category.id}`}
          data-category={category.id}
          hidden={selected !== null && selected !== category.id}
        >
          <h2 id={`showcase-${category.id}`} className="showcase-group-title">
            {category.label}
          </h2>
          <p className="showcase-group-description">{category.description}</p>
          <ul className="showcase-grid">
            {items.map((project) => (
              <li key={project.url} className="showcase-card" data-category={project.category}>
                <h3 className="showcase-card-title">
                  <a href={project.url} target="_blank" rel="noopener noreferrer">
                    {project.name}
                  </a>
                </h3>
                <p className="showcase-card-description">{project.description}</p>
                <p className="showcase-card-host">{hostOf(project.url)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
