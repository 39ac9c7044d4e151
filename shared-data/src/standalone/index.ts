export { StandaloneApp, renderStandalone, type LoadPage } from './StandaloneApp';
