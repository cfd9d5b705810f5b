import type { Locator, Page } from "@playwright/test";

/**
 * Non-text contrast (WCAG 1.4.11: 3 : 1) from the colours the browser computed, for what axe does not measure: a
 * focus ring against what surrounds it, a chart's line against its background (docs/decisions/0046). The page
 * reports colours as the browser paints them (any CSS colour, read back through a canvas as 8-bit sRGB with
 * alpha); the arithmetic is WCAG's.
 */

/** Red, green, blue 0–255 and alpha 0–1. */
export type Rgba = readonly [number, number, number, number];

export const NON_TEXT_MINIMUM = 3;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour painted over the layers below it (nearest first, the last one opaque): what the eye sees. */
export function composite(layers: readonly Rgba[]): Rgba {
  let [r, g, b] = [255, 255, 255];
  for (const [lr, lg, lb, alpha] of [...layers].reverse()) {
    r = lr * alpha + r * (1 - alpha);
    g = lg * alpha + g * (1 - alpha);
    b = lb * alpha + b * (1 - alpha);
  }
  return [r, g, b, 1];
}

/**
 * Runs in the page: the painted colour of a CSS colour value, and the background layers behind an element (from
 * its own box up to the first opaque one). Installed once per page as `window.__contrast`.
 */
function install() {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  const rgba = (colour: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = "#000";
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data as unknown as number[];
    return [r!, g!, b!, a! / 255];
  };
  const backgrounds = (from: Element | null) => {
    const layers: [number, number, number, number][] = [];
    for (let element = from; element; element = element.parentElement) {
      const layer = rgba(getComputedStyle(element).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] === 1) return layers;
    }
    layers.push(rgba(getComputedStyle(document.documentElement).backgroundColor || "#fff"));
    return layers;
  };
  Object.assign(window, { __contrast: { rgba, backgrounds } });
}

type InPage = {
  rgba: (colour: string) => Rgba;
  backgrounds: (from: Element | null) => Rgba[];
};

/** One focusable control: its name, the ring's colour and the layers behind the ring. */
export type FocusRing = { name: string; ring: Rgba | null; behind: Rgba[] };

/**
 * Focuses every focusable control in `scope` as the keyboard would (so `:focus-visible` applies) and reads the ring
 * it draws: the outline of the control, or of the label around a box or radio that draws it instead.
 */
export async function focusRings(page: Page, scope: Locator): Promise<FocusRing[]> {
  await page.evaluate(install);
  // A key press first: focus moved by script then shows the ring as a keyboard's focus does.
  await page.keyboard.press("Tab");
  return scope.evaluate((root) => {
    const tools = (window as unknown as { __contrast: InPage }).__contrast;
    const controls = root.querySelectorAll<HTMLElement>(
      "a[href], button:not(:disabled), input:not([type=hidden]):not(:disabled), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    );
    const rings: FocusRing[] = [];
    for (const control of controls) {
      control.focus({ preventScroll: true });
      if (document.activeElement !== control) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const drawn = (element: Element | null) => {
        if (!element) return null;
        const style = getComputedStyle(element);
        return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 ? element : null;
      };
      // A ring that fades in (transition-colors covers outline-color) is measured as it ends.
      for (const element of [control, control.closest("label")])
        for (const animation of element?.getAnimations() ?? []) animation.finish();
      const ringElement = drawn(control) ?? drawn(control.closest("label"));
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? control.tagName).trim().slice(0, 60);
      rings.push({
        name: `${control.tagName.toLowerCase()} „${name}“`,
        ring: ringElement ? tools.rgba(getComputedStyle(ringElement).outlineColor) : null,
        // The ring sits outside the control's box (outline-offset): what is behind it is its parent's background.
        behind: tools.backgrounds(ringElement?.parentElement ?? null),
      });
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return rings;
  });
}

/** A drawn line's stroke and the layers behind the drawing. */
export async function strokes(page: Page, lines: Locator): Promise<{ name: string; stroke: Rgba; behind: Rgba[] }[]> {
  await page.evaluate(install);
  return lines.evaluateAll((elements) => {
    const tools = (window as unknown as { __contrast: InPage }).__contrast;
    return elements.map((element) => ({
      name: element.getAttribute("data-line") ?? element.getAttribute("data-legend") ?? element.tagName,
      stroke: tools.rgba(getComputedStyle(element).stroke),
      behind: tools.backgrounds(element.closest("svg")),
    }));
  });
}

/** The rings and lines below 3 : 1, with their ratio, for a readable failure. */
export function belowMinimum<T extends { name: string; behind: Rgba[] }>(items: T[], colour: (item: T) => Rgba | null) {
  return items.flatMap((item) => {
    const own = colour(item);
    if (!own) return [`${item.name}: no visible focus ring`];
    const ratio = contrastRatio(composite([own, ...item.behind]), composite(item.behind));
    return ratio < NON_TEXT_MINIMUM ? [`${item.name}: ${ratio.toFixed(2)} : 1`] : [];
  });
}
