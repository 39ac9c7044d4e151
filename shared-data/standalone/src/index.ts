export { StandaloneApp, renderStandalone } from './StandaloneApp';
