import { blogTags } from '../../../config/blog.ts'
import { markdownTwinPath, postRoute } from '../../routes.ts'
import type { BlogAuthor, BlogPostData } from '../../types.ts'
import { getReadingMinutes, getTag, type PostSource } from '../blog-posts.ts'
import { toMarkdownTwin } from '../markdown/twin.ts'
import { compileSource, getEditUrl, type BuildContext, type BuiltPage } from './context.ts'

/** A post before the list places it: the newer and older links come from the assembly. */
type PostBody = Omit<BlogPostData, 'newer' | 'older'>

export interface BuiltPost extends BuiltPage<PostBody> {
  /** The HTML of the post's excerpt, shown on the lists of posts. */
  excerpt: string
  /** The post as feed readers get it. */
  feedHtml: string
}

/** One post of content/blog: page data with its summary (excerpt, reading time), twin, feed HTML, sections and links. */
export async function buildPost(ctx: BuildContext, post: PostSource, authors: Map<string, BlogAuthor>): Promise<BuiltPost | null> {
  const route = postRoute(post.slug)
  const fm = post.frontMatter
  const compiled = await compileSource(ctx, post, route, { feed: true })
  if (!compiled) return null
  return {
    entry: { route, kind: 'blog-post', title: fm.title, description: fm.description, source: post.file, unlisted: fm.unlisted, draft: fm.draft, keywords: [] },
    page: {
      slug: post.slug,
      route,
      title: fm.title,
      description: fm.description,
      date: post.date,
      ...(fm.last_update ? { updated: fm.last_update.date.toISOString().slice(0, 10) } : {}),
      authors: fm.authors.flatMap((key) => authors.get(key) ?? []),
      tags: fm.tags.filter((t) => t in blogTags).map(getTag),
      readingMinutes: getReadingMinutes(compiled.plainText),
      truncated: compiled.truncated,
      draft: fm.draft,
      toc: compiled.toc,
      hideToc: fm.hide_table_of_contents,
      editUrl: getEditUrl(ctx, post.file),
      markdownUrl: markdownTwinPath(route),
    },
    body: compiled.html,
    excerpt: compiled.excerptHtml,
    markdown: toMarkdownTwin(fm.title, fm.description, compiled.markdown),
    sections: compiled.sections,
    links: compiled.links,
    feedHtml: compiled.feedHtml ?? '',
  }
}
