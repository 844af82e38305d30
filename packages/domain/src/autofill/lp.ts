/**
 * A small builder for mixed-integer linear programs, written out as CPLEX-LP text (the format
 * the HiGHS solver reads). Model building stays pure: the server hands the text to the solver
 * in a worker thread and maps the answer back by column index (docs/adr/0010-autofill-optimiser.md).
 */

export type ColumnKind = 'binary' | 'integer' | 'continuous';

export interface Column {
  name: string;
  kind: ColumnKind;
  lower: number;
  /** `Infinity` for no upper bound. */
  upper: number;
  /** Coefficient in the (minimised) objective. */
  cost: number;
}

export type Term = readonly [column: number, coefficient: number];

export interface Row {
  name: string;
  terms: Term[];
  sense: '<=' | '>=' | '=';
  rhs: number;
}

/** A mixed-integer program (minimise) as arrays; rows are compressed (CSR). */
export interface MipArrays {
  numCols: number;
  numRows: number;
  offset: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  /** 0 continuous, 1 integer (binaries are integers within [0, 1]). */
  integrality: Int32Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
}

export class LpModel {
  readonly columns: Column[] = [];
  readonly rows: Row[] = [];
  /** Constant added to the objective (the LP text has none; solvers report without it). */
  objectiveOffset = 0;
  private readonly byName = new Map<string, number>();

  addColumn(
    name: string,
    kind: ColumnKind,
    cost = 0,
    lower = 0,
    upper = kind === 'binary' ? 1 : Infinity,
  ): number {
    if (this.byName.has(name)) throw new Error(`duplicate column ${name}`);
    const index = this.columns.length;
    this.columns.push({ name, kind, lower, upper, cost });
    this.byName.set(name, index);
    return index;
  }

  column(name: string): number | undefined {
    return this.byName.get(name);
  }

  addCost(column: number, cost: number) {
    this.columns[column]!.cost += cost;
  }

  /** Adds a row; terms on the same column are merged and zero terms dropped. A row without terms is checked, not written. */
  addRow(name: string, terms: Iterable<Term>, sense: Row['sense'], rhs: number) {
    const merged = new Map<number, number>();
    for (const [c, a] of terms) merged.set(c, (merged.get(c) ?? 0) + a);
    const list: Term[] = [];
    for (const [c, a] of merged) if (a !== 0) list.push([c, a]);
    if (list.length === 0) {
      const ok = sense === '<=' ? 0 <= rhs : sense === '>=' ? 0 >= rhs : rhs === 0;
      if (!ok) throw new Error(`row ${name} can never hold (0 ${sense} ${rhs})`);
      return;
    }
    this.rows.push({ name, terms: list, sense, rhs });
  }

  /** Objective value of a full assignment of column values (with the offset). */
  objective(values: ArrayLike<number>): number {
    let total = this.objectiveOffset;
    this.columns.forEach((c, i) => (total += c.cost * values[i]!));
    return total;
  }

  /**
   * The model as plain arrays (rows compressed, CSR), in column order: what the solver loads,
   * and what crosses to its worker thread by structured clone.
   */
  toArrays(): MipArrays {
    const n = this.columns.length;
    const colCost = new Float64Array(n);
    const colLower = new Float64Array(n);
    const colUpper = new Float64Array(n);
    const integrality = new Int32Array(n);
    this.columns.forEach((c, i) => {
      colCost[i] = c.cost;
      colLower[i] = c.lower;
      colUpper[i] = c.upper;
      integrality[i] = c.kind === 'continuous' ? 0 : 1;
    });
    const m = this.rows.length;
    const rowLower = new Float64Array(m);
    const rowUpper = new Float64Array(m);
    const starts = new Int32Array(m + 1);
    let nz = 0;
    for (const r of this.rows) nz += r.terms.length;
    const indices = new Int32Array(nz);
    const values = new Float64Array(nz);
    let k = 0;
    this.rows.forEach((r, i) => {
      rowLower[i] = r.sense === '<=' ? -Infinity : r.rhs;
      rowUpper[i] = r.sense === '>=' ? Infinity : r.rhs;
      starts[i] = k;
      for (const [c, a] of r.terms) {
        indices[k] = c;
        values[k++] = a;
      }
    });
    starts[m] = k;
    return {
      numCols: n,
      numRows: m,
      offset: this.objectiveOffset,
      colCost,
      colLower,
      colUpper,
      integrality,
      rowLower,
      rowUpper,
      starts,
      indices,
      values,
    };
  }

  /**
   * CPLEX-LP text. `bounds` overrides column bounds (fix-and-optimise fixes columns this way
   * without building a second model).
   */
  toLp(bounds?: ReadonlyMap<number, readonly [number, number]>): string {
    const out: string[] = ['Minimize'];
    const objTerms: Term[] = [];
    this.columns.forEach((c, i) => {
      if (c.cost !== 0) objTerms.push([i, c.cost]);
    });
    // An empty objective still needs a term for the reader.
    out.push(` obj: ${objTerms.length ? this.terms(objTerms) : `0 ${this.columns[0]?.name ?? 'dummy'}`}`);
    out.push('Subject To');
    for (const r of this.rows) out.push(` ${r.name}: ${this.terms(r.terms)} ${r.sense} ${num(r.rhs)}`);
    out.push('Bounds');
    const general: string[] = [];
    const binary: string[] = [];
    this.columns.forEach((c, i) => {
      const [lo, hi] = bounds?.get(i) ?? [c.lower, c.upper];
      if (c.kind === 'binary' && lo === 0 && hi === 1) binary.push(c.name);
      else {
        out.push(` ${num(lo)} <= ${c.name} <= ${hi === Infinity ? '+inf' : num(hi)}`);
        if (c.kind !== 'continuous') general.push(c.name);
      }
    });
    if (binary.length) out.push('Binary', ...chunk(binary));
    if (general.length) out.push('General', ...chunk(general));
    out.push('End', '');
    return out.join('\n');
  }

  private terms(terms: readonly Term[]): string {
    const parts: string[] = [];
    terms.forEach(([c, a], k) => {
      const name = this.columns[c]!.name;
      const sign = a < 0 ? '-' : k === 0 ? '' : '+';
      const abs = Math.abs(a);
      parts.push(`${sign}${sign ? ' ' : ''}${abs === 1 ? '' : `${num(abs)} `}${name}`);
    });
    // The LP format allows a row to continue on the next lines; keep lines short.
    const lines: string[] = [];
    for (let i = 0; i < parts.length; i += 12) lines.push(parts.slice(i, i + 12).join(' '));
    return lines.join('\n   ');
  }
}

function num(v: number): string {
  return Number.isInteger(v) ? String(v) : v.toPrecision(12).replace(/\.?0+$/, '');
}

function chunk(names: string[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < names.length; i += 12) lines.push(` ${names.slice(i, i + 12).join(' ')}`);
  return lines;
}
