/** The page's stylesheets written into its HTML: what other folders may use of styles/. */
export { classesIn } from './critical-css';
export { inlineSheet, styleTags, type InlineSheet } from './inline-styles';
