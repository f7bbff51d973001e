import { store } from '../../content/.server/store/read.ts'

/**
 * The full docs sidebar as JSON, prerendered to /docs/sidebar.json. Each docs page's HTML carries
 * only the branch it is in; the client fetches this once when a reader opens another.
 */
export function loader() {
  return Response.json(store.getSidebar())
}
