import { expect, type Locator, type Page } from '@playwright/test';

/** A box on screen, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area. */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const number = (text: string | undefined) => Number(text ?? NaN);

/**
 * Where a video poster's cover draws its technology marks on screen. The picture is a course cover
 * in its poster view (`…svg#poster`): the cover's own SVG says where (the poster view's rule moves
 * the group of tiles that hold the marks), scaled as the picture is (object-fit: cover).
 */
export async function posterMarkBox(page: Page, picture: Locator): Promise<Box> {
  const { src, box } = await picture.evaluate((img: HTMLImageElement) => {
    const { x, y, width, height } = img.getBoundingClientRect();
    return { src: img.currentSrc || img.src, box: { x, y, width, height } };
  });
  expect(new URL(src).hash, 'the poster shows the cover in its poster view').toBe('#poster');
  const svg = await (await page.request.get(src.split('#')[0]!)).text();
  const [viewWidth, viewHeight] = (/viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? []).slice(1).map(number);
  const rule = /:target \.t\{transform:translate\((-?[\d.]+)px,(-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(svg);
  const tiles = /<g class="t">([\s\S]*?)<\/g>/.exec(svg)?.[1] ?? '';
  const rects = [...tiles.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map(
    (match) => match.slice(1).map(number) as [number, number, number, number],
  );
  expect(rule, 'the cover has a poster view').not.toBeNull();
  expect(rects.length, 'the cover draws its marks on tiles').toBeGreaterThan(0);
  const [dx, dy, scale] = rule!.slice(1).map(number) as [number, number, number];
  const left = Math.min(...rects.map(([x]) => x)) * scale + dx;
  const top = Math.min(...rects.map(([, y]) => y)) * scale + dy;
  const right = Math.max(...rects.map(([x, , w]) => x + w)) * scale + dx;
  const bottom = Math.max(...rects.map(([, y, , h]) => y + h)) * scale + dy;
  // object-fit: cover: the picture scaled to fill its box, centred.
  const fit = Math.max(box.width / viewWidth!, box.height / viewHeight!);
  const offsetX = box.x + (box.width - viewWidth! * fit) / 2;
  const offsetY = box.y + (box.height - viewHeight! * fit) / 2;
  return { x: offsetX + left * fit, y: offsetY + top * fit, width: (right - left) * fit, height: (bottom - top) * fit };
}
