export { StandaloneApp, renderStandalone, type StandaloneRoute } from './StandaloneApp';
