import type { Origin } from '@portal/shared/constants';
import type { ImportDuplicateChoice, ImportRowOutcome, TImport } from '@portal/shared/api/imports';
import type { ProfileCsvColumn } from '@portal/shared/profiles/csv-columns';
import type { TemplateLanguage } from '@portal/shared/validation/profile';
import type { Kit } from '../brand-kit/apply';
import type { Queryable } from '../db/db';
import type { StoredRow } from './imports-repository';
import { checkRow, rowPhoneKey, type Cells, type ExistingProfile } from './rows';

/** A profile of the account with a login phone of the file, as a row's update needs it. */
export interface ExistingRow {
  id: string;
  login_name: string;
  login_phone_key: string;
  logo_id: string | null;
  photo_id: string | null;
  no_logo: boolean;
  no_pic_agent: boolean;
  company_name: string;
  group_configuration: string | null;
  variables: Record<string, unknown>;
}

export const asExisting = (row: ExistingRow): ExistingProfile => ({
  id: row.id,
  login_name: row.login_name,
  logo_id: row.logo_id,
  photo_id: row.photo_id,
  noLogo: row.no_logo,
  noPicAgent: row.no_pic_agent,
  kept: {
    specialRequest: String(row.variables.specialRequest ?? ''),
    noIntro: Boolean(row.variables.noIntro),
    noPicAgentOutro: Boolean(row.variables.noPicAgentOutro),
    colors: Object.fromEntries(
      (['color_background', 'color_icons', 'color_text'] as const).flatMap((key) =>
        typeof row.variables[key] === 'string' ? [[key, row.variables[key]]] : [],
      ),
    ),
  },
  values: {
    name: row.company_name,
    groupConfiguration: row.group_configuration ?? '',
    ...Object.fromEntries(
      (
        [
          'outroWebsite',
          'outroExtraInfo',
          'designLanguage',
          'theme',
          'color_primary',
          'color_secondary',
        ] as const
      ).map((field) => [field, String(row.variables[field] ?? '')]),
    ),
  },
});

/** The account's profiles with these login phones (phoneKey), in one statement. */
export async function existingByPhone(
  q: Queryable,
  accountId: string,
  keys: string[],
  lock = false,
): Promise<Map<string, ExistingRow>> {
  if (keys.length === 0) return new Map();
  const rows = await q.query<ExistingRow>(
    `SELECT id, login_name, login_phone_key, logo_id, photo_id, company_name, group_configuration,
            variables,
            coalesce((variables->>'noLogo')::boolean, false) AS no_logo,
            coalesce((variables->>'noPicAgent')::boolean, false) AS no_pic_agent
       FROM profiles WHERE account_id = $1 AND login_phone_key = ANY($2::text[])
      ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [accountId, keys],
  );
  return new Map(rows.map((row) => [row.login_phone_key, row]));
}

/** The file's cells by field, as the mapping says (a column mapped to null is ignored). */
export function cellsOf(raw: readonly string[], mapping: readonly (ProfileCsvColumn | null)[]) {
  const cells: Cells = {};
  mapping.forEach((column, index) => {
    if (column) cells[column] = raw[index] ?? '';
  });
  return cells;
}

export interface PreviewInput {
  kit: Kit;
  origin: Origin;
  language: TemplateLanguage;
  mapping: (ProfileCsvColumn | null)[];
  duplicates: ImportDuplicateChoice;
  raw: string[][];
  /** The account's seats now: new rows beyond the free ones are `noSeat`. */
  seats: { total: number; used: number };
  existing: Map<string, ExistingRow>;
}

/**
 * The preview: every row checked as the wizard would (rows.ts), then in file order the outcome:
 * invalid, duplicate of an earlier line (same login phone), update or skip of an existing profile,
 * add while seats are free, noSeat beyond them. One pass, no query.
 */
export function preview(input: PreviewInput): {
  rows: StoredRow[];
  totals: TImport['totals'];
  seats: TImport['seats'];
} {
  const free = Math.max(0, input.seats.total - input.seats.used);
  const context = { kit: input.kit, origin: input.origin, language: input.language };
  const firstLine = new Map<string, number>();
  const totals = {
    rows: input.raw.length,
    toAdd: 0,
    toUpdate: 0,
    toSkip: 0,
    invalid: 0,
    duplicates: 0,
    noSeat: 0,
  };
  const rows = input.raw.map((raw, index): StoredRow => {
    const line = index + 2;
    const cells = cellsOf(raw, input.mapping);
    const key = rowPhoneKey(cells);
    const current = key ? input.existing.get(key) : undefined;
    const check = checkRow(cells, context, current && asExisting(current));
    let outcome: ImportRowOutcome;
    let duplicateOf: number | null = null;
    const earlier = key ? firstLine.get(key) : undefined;
    if (key && earlier === undefined) firstLine.set(key, line);
    if (Object.keys(check.errors).length > 0) {
      outcome = 'invalid';
      totals.invalid += 1;
    } else if (earlier !== undefined) {
      outcome = 'duplicate';
      duplicateOf = earlier;
      totals.duplicates += 1;
    } else if (current) {
      outcome = input.duplicates === 'update' ? 'update' : 'skip';
      if (outcome === 'update') totals.toUpdate += 1;
      else totals.toSkip += 1;
    } else if (totals.toAdd < free) {
      outcome = 'add';
      totals.toAdd += 1;
    } else {
      outcome = 'noSeat';
      totals.noSeat += 1;
    }
    return {
      line,
      raw,
      cells,
      outcome,
      errors: check.errors,
      duplicate_of: duplicateOf,
      phone_key: key,
      profile_id: current?.id ?? null,
    };
  });
  return { rows, totals, seats: { total: input.seats.total, used: input.seats.used, free } };
}
