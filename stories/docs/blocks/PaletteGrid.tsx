import { MODES, PRESET_COLORS, type Mode, type PresetColor } from '@/config';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from '@/theme/contrast';
import { PALETTES, STATUS_COLORS } from '@/theme/palettes';

interface Pair {
  label: string;
  fg: string;
  bg: string;
  min: number;
}

function pairsFor(preset: PresetColor, mode: Mode): Pair[] {
  const p = PALETTES[preset][mode];
  const paper = p.background.paper;
  return [
    { label: 'Body text on page', fg: p.text.primary, bg: p.background.default, min: AA_TEXT },
    { label: 'Secondary text on paper', fg: p.text.secondary, bg: paper, min: AA_TEXT },
    { label: 'Primary on paper (links, focus)', fg: p.primary.main, bg: paper, min: AA_TEXT },
    { label: 'Secondary on paper', fg: p.secondary.main, bg: paper, min: AA_TEXT },
    {
      label: 'Button text on primary',
      fg: p.primary.contrastText,
      bg: p.primary.main,
      min: AA_TEXT,
    },
    {
      label: 'Button text on secondary',
      fg: p.secondary.contrastText,
      bg: p.secondary.main,
      min: AA_TEXT,
    },
    {
      label: 'Control outline (primary on page)',
      fg: p.primary.main,
      bg: p.background.default,
      min: AA_NON_TEXT,
    },
    ...Object.entries(STATUS_COLORS[mode]).map(([name, colour]) => ({
      label: `${name} on paper`,
      fg: colour,
      bg: paper,
      min: AA_TEXT,
    })),
  ];
}

function Swatch({ pair }: { pair: Pair }) {
  const ratio = contrastRatio(pair.fg, pair.bg);
  const grade = ratio >= 7 ? 'AAA' : ratio >= pair.min ? 'AA' : 'FAIL';
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 10px',
        background: pair.bg,
        color: pair.fg,
        borderRadius: 6,
        fontSize: 13,
      }}
    >
      <span style={{ flex: 1 }}>{pair.label}</span>
      <code style={{ color: pair.fg, background: 'transparent' }}>
        {pair.fg} / {pair.bg}
      </code>
      <strong>
        {ratio.toFixed(2)}:1 {grade}
      </strong>
    </div>
  );
}

/** All 14 palettes with every measured pair, so a designer sees the grade next to the colour. */
export function PaletteGrid() {
  return (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))',
      }}
    >
      {PRESET_COLORS.flatMap((preset) =>
        MODES.map((mode) => {
          const p = PALETTES[preset][mode];
          return (
            <section
              key={`${preset}-${mode}`}
              style={{
                background: p.background.default,
                padding: 12,
                borderRadius: 10,
                border: `1px solid ${p.divider}`,
              }}
            >
              <h3 style={{ color: p.text.primary, margin: '0 0 8px' }}>
                {preset} · {p.label} · {mode}
              </h3>
              <div style={{ display: 'flex', gap: 6, marginBottom: 8 }}>
                {[
                  p.primary.main,
                  p.primary.light,
                  p.primary.dark,
                  p.secondary.main,
                  p.background.paper,
                  p.divider,
                ].map((colour, index) => (
                  <span
                    key={index}
                    title={colour}
                    style={{
                      width: 36,
                      height: 36,
                      borderRadius: 6,
                      background: colour,
                      border: `1px solid ${p.divider}`,
                    }}
                  />
                ))}
              </div>
              <div style={{ display: 'grid', gap: 4 }}>
                {pairsFor(preset, mode).map((pair) => (
                  <Swatch key={pair.label} pair={pair} />
                ))}
              </div>
            </section>
          );
        }),
      )}
    </div>
  );
}
