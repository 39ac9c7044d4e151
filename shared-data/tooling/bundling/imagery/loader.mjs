// @ts-check
/**
 * webpack's loader for the content's picture recipes (recipe.mjs): the SVG file it ships is the
 * drawing, a cover with its poster view (`#poster`) too.
 */
import { drawRecipe } from './recipe.mjs';

/** @param {string | Buffer} source */
export default function imageryLoader(source) {
  return drawRecipe(String(source), { posterView: true });
}
