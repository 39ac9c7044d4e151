/** Rendering a page, and the documents around it: what other folders may use of rendering/. */
export { loadTemplate, type DocumentTemplate } from './document';
export { LoadedValues } from './loaded-values';
export { INLINE_SCRIPT_HASHES } from './page-scripts';
export { renderPage, type PageFacts, type RenderResult } from './render-page';
export { statusDocument } from './status-document';
export { routeTableOf } from './route-tables';
