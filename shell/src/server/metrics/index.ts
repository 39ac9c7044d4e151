/** The server's figures (Prometheus, prom-client): what other folders may use of metrics/. */
export * as siteMetrics from './site-metrics';
export { answerPrimary, clusterScraper, ownFigures, sendLastFigures } from './cluster-metrics';
export { serveMetrics } from './metrics-server';
export { startPruning } from './retired-series';
export {
  countAnswers,
  countPageSent,
  countRender,
  reportRenderError,
  type PageFacts,
  type VersionSet as PageVersions,
} from './page-figures';
