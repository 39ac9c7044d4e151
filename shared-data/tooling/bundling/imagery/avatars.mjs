// @ts-check
/**
 * People as illustrated portraits: DiceBear's "Notionists" (drawings by Zoish, CC0), seeded with
 * the person's name, so a name always gets the same face and no two builds differ.
 */
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';

/** Soft backgrounds, picked per name by DiceBear's seeded generator. */
export const AVATAR_BACKGROUNDS = ['c7d2fe', 'bae6fd', 'bbf7d0', 'fde68a', 'fecdd3', 'ddd6fe'];

/** The portrait of `name`, as an SVG document. @param {string} name */
export function drawAvatar(name) {
  return createAvatar(notionists, { seed: name, backgroundColor: AVATAR_BACKGROUNDS }).toString();
}
