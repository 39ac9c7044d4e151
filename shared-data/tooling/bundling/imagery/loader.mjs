// @ts-check
/** webpack's loader for the content's picture recipes (recipe.mjs): the SVG file it ships is the drawing. */
import { drawRecipe } from './recipe.mjs';

/** @param {string | Buffer} source */
export default function imageryLoader(source) {
  return drawRecipe(String(source));
}
