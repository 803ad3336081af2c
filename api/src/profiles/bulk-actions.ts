import { Readable, pipeline, type Duplex } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@portal/shared/i18n/locales';
import {
  PROFILE_CSV_COLUMNS,
  PROFILE_CSV_HEADERS,
  safeCell,
  type ProfileCsvColumn,
} from '@portal/shared/profiles/csv-columns';
import { KitChangedError, brandingFromKit, type KitBranding } from '../brand-kit/apply';
import type { KitProfileRow } from '../brand-kit/brand-kit-repository';
import type { ProfileRow } from './profile-dto';
import { CREATED_KEY, type ProfileKey } from './profiles-repository';
import {
  checkConfirmed,
  selectionCondition,
  type ProfileSelection,
  type SelectionScope,
} from './selection';

/** Rows read from the database per statement while an export streams. */
export const EXPORT_PAGE_ROWS = 500;

/** Profiles written per transaction when the brand kit is applied to a selection. */
export const APPLY_KIT_BATCH_SIZE = 500;

export type ExportRow = Pick<
  ProfileRow,
  'id' | 'login_phone' | 'company_name' | 'group_configuration' | 'variables'
> & { created_key: string };

/** One profile's cell of each column, as stored (the pictures' columns stay empty). */
export function cells(row: ExportRow): Record<ProfileCsvColumn, string> {
  const v = row.variables;
  return {
    loginPhoneNumber: row.login_phone,
    name: row.company_name,
    outroFullName: v.outroFullName,
    outroPhoneNumber: v.outroPhoneNumber,
    outroEmail: v.outroEmail,
    outroWebsite: v.outroWebsite,
    outroExtraInfo: v.outroExtraInfo,
    designFullName: v.designFullName,
    designPhoneNumber: v.designPhoneNumber,
    designLanguage: v.designLanguage,
    groupConfiguration: row.group_configuration ?? '',
    theme: v.theme,
    color_primary: v.color_primary,
    color_secondary: v.color_secondary,
    logoUrl: '',
    photoUrl: '',
  };
}

/**
 * The users tab's bulk actions on a selection (issue 36 §3) other than texting (agents/app-link.ts):
 * delete, apply the brand kit and export, each in a few statements whatever the selection's size.
 */
export function profilesBulk(fastify: FastifyInstance) {
  const { db, assetsRepository } = fastify;
  const kits = fastify.brandKitRepository;
  const tokens = fastify.refreshTokensRepository;
  const secret = fastify.config.jwtSecret;

  return {
    /**
     * Deletes the selection's `count` profiles as DELETE /v2/companies/{id} deletes one (their
     * agents' app logins end, their seats are free, the pictures only they used are deleted), all
     * in one transaction: 409 SELECTION_CHANGED and nothing deleted when it holds another number.
     */
    async delete(
      scope: SelectionScope,
      selection: ProfileSelection,
      count: number,
    ): Promise<number> {
      const deletedObjects = await db.transaction(async (tx) => {
        const params: unknown[] = [];
        const where = selectionCondition(params, scope, selection, secret);
        // Locked to the commit, as the single deletion locks its profile (endAgentSessions).
        const selected = await tx.query<{ id: string }>(
          `SELECT id FROM profiles WHERE ${where} ORDER BY id FOR NO KEY UPDATE`,
          params,
        );
        checkConfirmed(selected.length, count);
        const ids = selected.map(({ id }) => id);
        // First: the apps' next calls then hear that their profile was deleted (403).
        await tokens.endAgentSessions(ids, 'profile_deleted', tx);
        const images = await tx.query<{ logo_id: string | null; photo_id: string | null }>(
          'DELETE FROM profiles WHERE id = ANY($1::uuid[]) RETURNING logo_id, photo_id',
          [ids],
        );
        const used = new Set(images.flatMap((row) => [row.logo_id, row.photo_id]));
        return assetsRepository.deleteUnusedImages(scope.accountId, [...used], tx);
      });
      // Committed: their URLs handed out earlier stop serving them now.
      await assetsRepository.removeDeletedObjects(deletedObjects);
      return count;
    },

    /**
     * "Apply the brand kit" (reset overrides): the selection's `count` profiles take every value
     * the account's kit sets and follow it for all of them (no override left), as a change of the
     * kit writes its followers (brand-kit/apply.ts `brandingFromKit`, each with its new content
     * version: the agents' apps get a new configuration and ETag). The selection is read once
     * (409 SELECTION_CHANGED, nothing written, when it holds another number), then written
     * APPLY_KIT_BATCH_SIZE profiles per transaction, each batch holding the kit as it is then.
     * Answers how many profiles changed.
     */
    async applyBrandKit(
      scope: SelectionScope,
      selection: ProfileSelection,
      count: number,
    ): Promise<number> {
      const params: unknown[] = [];
      const where = selectionCondition(params, scope, selection, secret);
      const selected = await db.query<{ id: string }>(
        `SELECT id FROM profiles WHERE ${where} ORDER BY id`,
        params,
      );
      checkConfirmed(selected.length, count);
      const ids = selected.map(({ id }) => id);
      let updated = 0;
      for (let start = 0; start < ids.length; start += APPLY_KIT_BATCH_SIZE) {
        const batchIds = ids.slice(start, start + APPLY_KIT_BATCH_SIZE);
        for (let attempt = 1; ; attempt++) {
          try {
            const batch = await db.transaction(async (tx) => {
              const kit = await kits.find(scope.accountId, tx);
              // A kit change waits for this batch, then writes it too (as a profile write).
              await fastify.brandKitService.hold(scope.accountId, kit.version, tx);
              const rows = await tx.query<KitProfileRow>(
                `SELECT id, company_name, group_configuration, logo_id, photo_id, intro_id,
                        variables, kit_overrides
                   FROM profiles WHERE account_id = $1 AND id = ANY($2::uuid[])
                  ORDER BY id FOR UPDATE`,
                [scope.accountId, batchIds],
              );
              const changes: (KitBranding & Pick<KitProfileRow, 'id' | 'photo_id'>)[] = [];
              const replaced: (string | null)[] = [];
              for (const row of rows) {
                const next: KitBranding | null =
                  brandingFromKit({ ...row, kit_overrides: [] }, kit) ??
                  ((row.kit_overrides ?? []).length > 0
                    ? {
                        company_name: row.company_name,
                        group_configuration: row.group_configuration,
                        logo_id: row.logo_id,
                        intro_id: row.intro_id,
                        variables: row.variables,
                        kit_overrides: [],
                      }
                    : null);
                if (!next) continue;
                changes.push({ ...next, id: row.id, photo_id: row.photo_id });
                if (next.logo_id !== row.logo_id) replaced.push(row.logo_id);
                if (next.intro_id !== row.intro_id) replaced.push(row.intro_id);
              }
              await kits.writeBranding(changes, tx);
              const deleted = await assetsRepository.deleteUnusedImages(
                scope.accountId,
                replaced,
                tx,
              );
              return { changed: changes.length, deleted };
            });
            // Committed: the URLs of the pictures deleted stop serving them now.
            await assetsRepository.removeDeletedObjects(batch.deleted);
            updated += batch.changed;
            break;
          } catch (error) {
            if (!(error instanceof KitChangedError) || attempt >= 3) throw error;
          }
        }
      }
      return updated;
    },

    /**
     * The selection as a CSV file (the import template's columns, PROFILE_CSV_COLUMNS), streamed:
     * a UTF-8 BOM (Excel), the header row in `locale`, then one row per profile in the list's
     * order, read `EXPORT_PAGE_ROWS` at a time as the client takes them, never the whole file in
     * memory. Every cell goes through safeCell (no formula runs when a spreadsheet opens it);
     * csv-stringify quotes.
     */
    exportCsv(scope: SelectionScope, selection: ProfileSelection, locale: Locale): Readable {
      async function* records(): AsyncGenerator<string[]> {
        const headers = PROFILE_CSV_HEADERS[locale];
        yield PROFILE_CSV_COLUMNS.map((column) => safeCell(headers[column]));
        let after: ProfileKey | null = null;
        do {
          const params: unknown[] = [];
          let where = selectionCondition(params, scope, selection, secret);
          if (after)
            where += ` AND (created_at, id) > ($${params.push(after.createdAt)}::timestamptz, $${params.push(after.id)}::uuid)`;
          const rows: ExportRow[] = await db.query<ExportRow>(
            `SELECT id, login_phone, company_name, group_configuration, variables,
                    ${CREATED_KEY} AS created_key
             FROM profiles WHERE ${where}
             ORDER BY created_at, id LIMIT ${EXPORT_PAGE_ROWS}`,
            params,
          );
          for (const row of rows) {
            const values = cells(row);
            yield PROFILE_CSV_COLUMNS.map((column) => safeCell(values[column]));
          }
          const last = rows.at(-1);
          after =
            rows.length === EXPORT_PAGE_ROWS && last
              ? { createdAt: last.created_key, id: last.id }
              : null;
        } while (after);
      }

      // RFC 4180 line ends; a cell holding a line feed or a carriage return is quoted.
      const csv: Duplex = stringify({
        bom: true,
        record_delimiter: 'windows',
        quoted_match: /[\r\n]/,
      });
      pipeline(Readable.from(records()), csv, (error) => {
        // The client went away, or a read failed: the response is cut, never completed.
        if (error) fastify.log.warn({ err: error }, 'profiles export stopped');
      });
      return csv;
    },
  };
}
