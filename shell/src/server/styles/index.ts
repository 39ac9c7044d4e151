/** The page's stylesheets written into its HTML: what other folders may use of styles/. */
export { inlineSheet, styleTags, type InlineSheet } from './inline-styles';
