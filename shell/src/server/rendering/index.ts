/** Rendering a page, and the documents around it: what other folders may use of rendering/. */
export { renderingPlugin, type Rendering, type RenderingOptions } from './rendering-plugin';
export type { PageRequest, RenderResult } from './render-page';
export { INLINE_SCRIPT_HASHES } from './page-scripts';
export { routeTableOf } from './route-tables';
