import type { CoverLayout, CoverRect as Rect } from '@quire/domain';
import './cover-guides.css';

/** The guide colours, shared by the drawing and its legend. */
export const GUIDE_COLORS = {
  bleed: '#d6336c',
  trim: '#1c7ed6',
  spine: '#f08c00',
  safe: '#2f9e44',
  barcode: '#495057',
  fold: '#7048e8',
} as const;

export interface CoverGuidesProps {
  layout: CoverLayout;
  /** Drawn over a cover image: no paper background, lighter fills. */
  overlay?: boolean;
  /** Panel names drawn on the template (back, spine, front, barcode); omitted on an overlay. */
  labels?: { back: string; spine: string; front: string; barcode: string; flap: string };
  /** Accessible name; without it the drawing is decorative (aria-hidden). */
  title?: string;
  className?: string;
}

function box(r: Rect) {
  return { x: r.x, y: r.y, width: r.w, height: r.h };
}

const line = { vectorEffect: 'non-scaling-stroke' as const, fill: 'none' };

/**
 * A full cover's guides in inches (the viewBox is the sheet): bleed band, trim line, spine,
 * panel folds, safe zones and the barcode box. Used as the template drawing and as the overlay
 * on an uploaded cover.
 */
export function CoverGuides({ layout, overlay = false, labels, title, className }: CoverGuidesProps) {
  // The trim line drawn is where the printed sheet is cut (the sheet less the bleed).
  const { sheet, cut: trim, spine, back, front, flaps, barcode } = layout;
  const safe = [layout.safe.back, layout.safe.front];
  const bleedPath = `M0 0H${sheet.w}V${sheet.h}H0Z M${trim.x} ${trim.y}V${trim.y + trim.h}H${trim.x + trim.w}V${trim.y}Z`;
  const fontSize = Math.max(0.18, Math.min(0.35, sheet.h / 30));
  const text = (r: Rect, s: string, dy = 0) => (
    <text
      x={r.x + r.w / 2}
      y={r.y + r.h / 2 + dy}
      fontSize={fontSize}
      textAnchor="middle"
      dominantBaseline="middle"
      fill="#212529"
    >
      {s}
    </text>
  );
  return (
    <svg
      viewBox={`0 0 ${sheet.w} ${sheet.h}`}
      preserveAspectRatio={overlay ? 'none' : undefined}
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {overlay ? null : <rect {...box(sheet)} fill="#ffffff" />}
      <path d={bleedPath} fill={GUIDE_COLORS.bleed} fillOpacity={overlay ? 0.3 : 0.25} fillRule="evenodd" />
      <rect {...box(spine)} fill={GUIDE_COLORS.spine} fillOpacity={overlay ? 0.2 : 0.15} />
      {[back, front, ...flaps].map((r) => (
        <rect key={`${r.x}`} {...box(r)} {...line} stroke={GUIDE_COLORS.fold} strokeWidth={1} />
      ))}
      <rect {...box(spine)} {...line} stroke={GUIDE_COLORS.spine} strokeWidth={2} />
      {safe.map((r) => (
        <rect
          key={`${r.x}`}
          {...box(r)}
          {...line}
          stroke={GUIDE_COLORS.safe}
          strokeWidth={1.5}
          strokeDasharray="6 4"
        />
      ))}
      <rect
        {...box(barcode)}
        fill="#ffffff"
        fillOpacity={overlay ? 0.6 : 1}
        stroke={GUIDE_COLORS.barcode}
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      <rect {...box(trim)} {...line} stroke={GUIDE_COLORS.trim} strokeWidth={2} />
      {labels ? (
        <g>
          {text(back, labels.back)}
          {text(front, labels.front)}
          {text(barcode, labels.barcode)}
          {flaps.map((f) => (
            <g key={`${f.x}`}>{text(f, labels.flap)}</g>
          ))}
          {spine.w > fontSize * 1.2 ? (
            <text
              x={spine.x + spine.w / 2}
              y={spine.y + spine.h / 2}
              fontSize={Math.min(fontSize, spine.w * 0.7)}
              textAnchor="middle"
              dominantBaseline="middle"
              transform={`rotate(90 ${spine.x + spine.w / 2} ${spine.y + spine.h / 2})`}
              fill="#212529"
            >
              {labels.spine}
            </text>
          ) : null}
        </g>
      ) : null}
    </svg>
  );
}

export interface GuideLegendProps {
  title: string;
  items: { key: keyof typeof GUIDE_COLORS; text: string }[];
}

/** What each guide colour means. */
export function GuideLegend({ title, items }: GuideLegendProps) {
  return (
    <div className="guide-legend">
      <strong>{title}</strong>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <span
              className="guide-swatch"
              style={{ borderColor: GUIDE_COLORS[item.key] }}
              aria-hidden="true"
            />
            {item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
