/** Rendering a page, and the documents around it: what other folders may use of rendering/. */
export { renderingPlugin, type PageRequest, type Rendering, type RenderingOptions } from './rendering-plugin';
export { INLINE_SCRIPT_HASHES } from './page-scripts';
export type { PageFacts, RenderResult } from './render-page';
export { routeTableOf } from './route-tables';
