import type { ReactNode } from 'react';

/** One row of a token table: the token's name, its value, and a sample drawn with it. */
export interface TokenRow {
  name: string;
  value: ReactNode;
  sample?: ReactNode;
  note?: ReactNode;
}

export interface TokenTableProps {
  /** What the table lists; read out as the table's name. */
  caption: string;
  rows: readonly TokenRow[];
  /** Heading of the sample column; without it the column is left out. */
  sampleHeading?: string;
  /** Heading of the note column; without it the column is left out. */
  noteHeading?: string;
}

/** A table of design tokens, read from the token modules so the page cannot drift from the code. */
export function TokenTable({ caption, rows, sampleHeading, noteHeading }: TokenTableProps) {
  return (
    <table
      css={(t) => ({
        borderCollapse: 'collapse',
        width: '100%',
        maxWidth: '60rem',
        marginBlockEnd: t.space[8],
        fontSize: t.fontSizes.s,
        color: t.colors.text,
        'th, td': {
          textAlign: 'start',
          verticalAlign: 'middle',
          padding: `${t.space[2]} ${t.space[3]}`,
          borderBlockEnd: `${t.borderWidths.thin} solid ${t.colors.border}`,
        },
        caption: {
          textAlign: 'start',
          fontSize: t.fontSizes.l,
          fontWeight: t.fontWeights.bold,
          paddingBlockEnd: t.space[2],
        },
        code: { fontFamily: t.fonts.mono },
      })}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          {sampleHeading ? <th scope="col">{sampleHeading}</th> : null}
          {noteHeading ? <th scope="col">{noteHeading}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            <td>
              <code>{row.value}</code>
            </td>
            {sampleHeading ? <td>{row.sample}</td> : null}
            {noteHeading ? <td>{row.note}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A filled square showing a colour; decorative, since the value beside it carries the meaning. */
export function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      css={(t) => ({
        display: 'inline-block',
        width: '2.5rem',
        height: '1.5rem',
        borderRadius: t.radii.s,
        background: color,
        border: `${t.borderWidths.thin} solid ${t.colors.borderStrong}`,
        verticalAlign: 'middle',
      })}
    />
  );
}
