import { correction, generate } from "lean-qr/nano";
import { useEffect, useRef } from "react";
import { toSvgPath } from "lean-qr/extras/svg";

import { tradeShareCopy as copy } from "./copy";

/** Light modules around the code, as the QR standard asks, so scanners find its edges. */
const QUIET_ZONE = 4;

/**
 * The trade link as a QR code, drawn on the device (lean-qr, no network, docs/decisions/0032). An SVG
 * path in the page's own colours on white; attributes only, no style, so the strict CSP holds. This
 * module loads only when the collector asks for the code, and the code then scrolls into view with its caption
 * (on a phone it was drawn below the fold; smoothly only where the visitor allows motion, as the page scrolls).
 */
export default function TradeQr({ link }: { link: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const shown = svg.current?.closest("figure") ?? svg.current;
    shown?.scrollIntoView({ block: "nearest" });
  }, []);
  const code = generate(link, { minCorrectionLevel: correction.M });
  const size = code.size + 2 * QUIET_ZONE;
  return (
    <svg
      ref={svg}
      role="img"
      aria-label={copy.qrLabel}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${size} ${size}`}
      className="size-64 max-w-full rounded-xl border border-line"
      shapeRendering="crispEdges"
      data-trade-qr=""
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={size} height={size} fill="#ffffff" />
      <path d={toSvgPath(code)} fill="#1f1a3d" />
    </svg>
  );
}
