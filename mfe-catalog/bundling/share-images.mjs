// @ts-check
/**
 * The catalogue's share cards: a 1200 × 630 PNG per course page and per learning-path page, drawn
 * when the catalogue builds (@shared-data/tooling's bundling/share-image.mjs) and emitted into its build under
 * content-hashed names (so its static host serves them immutable), with `share-images.json`
 * beside the manifest: page path → { file, alt, width, height }. The shell's server reads that file
 * from the version a page is rendered with and points the page's og:image at the card, so a new
 * title ships with the catalogue's deploy alone. Cards are cached by their inputs (shareCard).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { drawRecipe } from '@shared-data/tooling/bundling/imagery/recipe';
import { shareCard, SHARE_IMAGE_SIZE } from '@shared-data/tooling/bundling/share-image';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CONTENT = path.join(ROOT, 'shared-data', 'content-catalog', 'src');
const SITE_CONTENT = path.join(ROOT, 'shared-data', 'content-site', 'src');
const TAGLINE = 'Learn to code by building real projects';

/**
 * The course and path summaries, read from the catalogue's content (@shared-data/content-catalog) TypeScript in this Node process: TypeScript
 * strips the types, an imported SVG stands for its file's path.
 */
function readCatalogue() {
  const require = createRequire(import.meta.url);
  const extensions = /** @type {Record<string, (module: any, file: string) => void>} */ (require.extensions);
  const previous = { ts: extensions['.ts'], svg: extensions['.svg'] };
  extensions['.ts'] = (module, file) => {
    const source = fs.readFileSync(file, 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      fileName: file,
    });
    module._compile(outputText, file);
  };
  extensions['.svg'] = (module, file) => {
    module.exports = file;
  };
  try {
    const { courseSummaries } = require(path.join(CONTENT, 'course-summaries.ts'));
    const { bundleSummaries } = require(path.join(CONTENT, 'bundle-summaries.ts'));
    const { BRAND } = require(path.join(SITE_CONTENT, 'site.ts'));
    return { courseSummaries, bundleSummaries, BRAND };
  } finally {
    if (previous.ts) extensions['.ts'] = previous.ts;
    else delete extensions['.ts'];
    if (previous.svg) extensions['.svg'] = previous.svg;
    else delete extensions['.svg'];
  }
}

/** Every card: the page it is for, its file name stem and what it shows. */
function cards() {
  const { courseSummaries, bundleSummaries, BRAND } = readCatalogue();
  const card = (kind, kicker, item) => ({
    page: `/${kind}/${item.slug}`,
    stem: item.slug,
    alt: `${item.title}: a ${BRAND} ${kicker.toLowerCase()}`,
    drawing: {
      brand: BRAND,
      kicker,
      title: item.title,
      tagline: TAGLINE,
      // The cover's file is a recipe the build draws (imagery/recipe.mjs).
      artwork: drawRecipe(fs.readFileSync(item.imageUrl, 'utf8')),
    },
  });
  return [
    ...courseSummaries.map((course) => card('courses', 'Course', course)),
    ...bundleSummaries.map((bundle) => card('bundles', 'Learning path', bundle)),
  ];
}

export class ShareImagesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShareImagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ShareImagesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const index = {};
          for (const { page, stem, alt, drawing } of cards()) {
            const { png, hash } = await shareCard(drawing);
            const file = `share/${stem}.${hash}.png`;
            compilation.emitAsset(file, new sources.RawSource(png), { immutable: true });
            index[page] = { file, alt, ...SHARE_IMAGE_SIZE };
          }
          compilation.emitAsset('share-images.json', new sources.RawSource(`${JSON.stringify(index, null, 2)}\n`));
        },
      );
    });
  }
}
