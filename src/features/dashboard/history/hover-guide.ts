import type { LineCustomCanvasLayer, LineSeries } from '@nivo/line';

/**
 * A canvas layer marking the hovered time: a vertical guide and a dot on each line there, as the
 * SVG charts' crosshair did. Nothing is drawn while the pointer is away.
 */
export function hoverGuide(guide: string, background: string): LineCustomCanvasLayer<LineSeries> {
  return (ctx, { currentPoint, series, innerHeight }) => {
    if (!currentPoint) return;
    const x = currentPoint.x;
    ctx.save();
    ctx.strokeStyle = guide;
    ctx.globalAlpha = 0.6;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, innerHeight);
    ctx.stroke();
    ctx.globalAlpha = 1;
    for (const line of series) {
      const at = line.data.find((datum) => datum.position.x === x);
      if (!at) continue;
      ctx.fillStyle = line.color;
      ctx.strokeStyle = background;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(x, at.position.y, 4, 0, 2 * Math.PI);
      ctx.fill();
      ctx.stroke();
    }
    ctx.restore();
  };
}
