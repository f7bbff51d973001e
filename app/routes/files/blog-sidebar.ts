import { store } from '../../content/.server/store/read.ts'

/** Every post by year, prerendered to /blog/sidebar.json: the blog layout's data on client navigation into the blog. */
export function loader() {
  return Response.json(store.getBlogSidebar())
}
