import { useState } from 'react'
import type { ShowcaseData, ShowcaseProject } from '../content/types.ts'
import { allTags, countText, filterCss, filterInputId } from '../lib/showcase-filter.ts'

function hostOf(url: string): string {
  const { hostname, pathname } = new URL(url)
  // Repositories read better as owner/name than as a bare "github.com".
  return hostname === 'github.com' ? pathname.split('/').slice(1, 3).join('/') : hostname.replace(/^www\./, '')
}

function ProjectCard({ project, labels }: { project: ShowcaseProject; labels: Map<string, string> }) {
  return (
    <li className="showcase-card" data-tags={project.tags.join(' ')}>
      <h3 className="showcase-card-title">
        <a href={project.url} target="_blank" rel="noopener noreferrer">
          {project.name}
        </a>
      </h3>
      <p className="showcase-card-description">{project.description}</p>
      <p className="showcase-card-meta">
        <span className="showcase-card-host">{hostOf(project.url)}</span>
        {project.source && (
          <a className="showcase-card-source" href={project.source} target="_blank" rel="noopener noreferrer">
            Source<span className="sr-only"> of {project.name}</span>
          </a>
        )}
      </p>
      <ul className="showcase-card-tags" aria-label="Tags">
        {project.tags.map((tag) => (
          <li key={tag}>{labels.get(tag)}</li>
        ))}
      </ul>
    </li>
  )
}

/**
 * Every project in one list, with a tag filter above it. The filter is a group of radio buttons;
 * CSS hides the cards without the checked tag, so it works before and without JavaScript, and the
 * keyboard moves through it like any radio group. With JavaScript, the new count is also announced.
 */
export function ShowcaseList({ tags, projects }: ShowcaseData) {
  const [announcement, setAnnouncement] = useState('')
  const labels = new Map(tags.map((t) => [t.id, t.label]))
  const filters = [
    { id: allTags, label: 'All', description: 'Every project on this page.', count: projects.length },
    ...tags.map((t) => ({ ...t, count: projects.filter((p) => p.tags.includes(t.id)).length })),
  ]
  const lineFor = (filter: (typeof filters)[number]) =>
    filter.id === allTags ? countText(projects.length, projects.length) : countText(filter.count, projects.length, filter.label)

  return (
    <>
      {/* href and precedence make React put the rules in the <head>, the one place HTML allows <style>. */}
      <style href="showcase-filter" precedence="default">
        {filterCss(tags.map((t) => t.id))}
      </style>
      <fieldset className="showcase-filter">
        <legend className="showcase-filter-legend">Show projects tagged</legend>
        {filters.map((filter) => (
          <span key={filter.id} className="showcase-filter-option">
            <input
              type="radio"
              name="showcase-tag"
              id={filterInputId(filter.id)}
              value={filter.id}
              defaultChecked={filter.id === allTags}
              className="showcase-filter-input sr-only"
              onChange={() => setAnnouncement(lineFor(filter))}
            />
            <label htmlFor={filterInputId(filter.id)} className="showcase-filter-label" title={filter.description}>
              {filter.label} <span className="showcase-filter-count">{filter.count}</span>
            </label>
          </span>
        ))}
      </fieldset>
      <p className="showcase-count">
        {filters.map((filter) => (
          <span key={filter.id} className="showcase-count-line" data-tag={filter.id}>
            {lineFor(filter)}
          </span>
        ))}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <h2 className="sr-only">Projects</h2>
      <ul className="showcase-grid">
        {projects.map((project) => (
          <ProjectCard key={project.url} project={project} labels={labels} />
        ))}
      </ul>
    </>
  )
}
