import type { Db } from '../db/db';
import { phoneKey, type ProfilesRepository } from './profiles-repository';

const FIRST = [
  'Jordan',
  'Amira',
  'Lucas',
  'Chloé',
  'Mateo',
  'Sofia',
  'Noah',
  'Yuki',
  'Ines',
  'Omar',
  'Grace',
  'Liam',
  'Zoë',
  'Kwame',
  'Elena',
  'Raj',
  'Hannah',
  'Tomás',
  'Aïcha',
  'Finn',
];
const LAST = [
  'Miller',
  'Saleh',
  'Dupont',
  'García',
  'Rossi',
  'Schmidt',
  'Silva',
  'Tanaka',
  'Okafor',
  'Nguyen',
  "O'Brien",
  'Kowalski',
  'Larsen',
  'Haddad',
  'Moreau',
  'Patel',
  'Fischer',
  'Costa',
];
const COMPANIES = [
  'Harbour Homes',
  'Hillside Realty',
  'City Lofts',
  'Green Acres',
  'Bayview Estates',
  'Maple & Co',
  'Riverside Properties',
  'Summit Realty',
];
/** Rows per INSERT: a few transactions for thousands of profiles. */
const BATCH = 1000;

/**
 * Adds `count` varied profiles to an account (names, phones, e-mails; some with the account's own
 * logo and picture assets), raising its seats to fit (a local ACTIVE plan when it has none), so
 * the users tab can be tried and measured with a large customer (POST /dev/profiles/seed,
 * `npm run seed:profiles`). Never in production.
 */
export async function seedProfiles(
  db: Db,
  profilesRepository: ProfilesRepository,
  accountId: string,
  count: number,
): Promise<{ added: number; total: number }> {
  const assets = await db.query<{ id: string; kind: string }>(
    `SELECT id, kind FROM assets WHERE account_id = $1 AND kind IN ('logo', 'photo')
       ORDER BY created_at LIMIT 20`,
    [accountId],
  );
  const logos = assets.filter((a) => a.kind === 'logo').map((a) => a.id);
  const photos = assets.filter((a) => a.kind === 'photo').map((a) => a.id);
  // Phones unique across every account: a random block of 555 numbers per call.
  const block = Date.now() % 1_000_000;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const cols: unknown[][] = [[], [], [], [], [], [], []];
    for (let i = start; i < start + size; i++) {
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
      const company = COMPANIES[i % COMPANIES.length]!;
      const phone = `+1 555 ${String(block).padStart(6, '0')} ${String(i).padStart(5, '0')}`;
      const withPicture = i % 3 === 0 && photos.length > 0;
      const withLogo = i % 2 === 0 && logos.length > 0;
      const fullName = `${first} ${last}`;
      cols[0]!.push(first);
      cols[1]!.push(phone);
      cols[2]!.push(phoneKey(phone));
      cols[3]!.push(company);
      cols[4]!.push(withLogo ? logos[i % logos.length] : null);
      cols[5]!.push(withPicture ? photos[i % photos.length] : null);
      cols[6]!.push(
        JSON.stringify({
          theme: i % 2 ? 'dark' : 'light',
          color_primary: '#0B4F6C',
          color_secondary: '#FFD200',
          outroFullName: fullName,
          outroPhoneNumber: phone,
          outroEmail: `${first}.${last}${i}@${company.replace(/\W+/g, '').toLowerCase()}.example`
            .normalize('NFD')
            .replace(/[^\w.@-]/g, '')
            .toLowerCase(),
          outroWebsite: '',
          outroExtraInfo: '',
          designFullName: fullName,
          designPhoneNumber: phone,
          designLanguage: 'en',
          specialRequest: '',
          noLogo: !withLogo,
          noIntro: true,
          noPicAgent: true,
          noPicAgentOutro: !withPicture,
          useDefaultLogo: false,
          useDefaultIntro: false,
        }),
      );
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO profiles (account_id, login_name, login_phone, login_phone_key, company_name,
                                 logo_id, photo_id, variables)
           SELECT $1, n, p, k, c, l::uuid, ph::uuid, v::jsonb
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                       $8::text[]) AS t(n, p, k, c, l, ph, v)`,
        [accountId, ...cols],
      );
    });
  }
  const total = await profilesRepository.countForAccount(accountId);
  // An account without a plan gets a local ACTIVE one, so its users tab opens.
  await db.query(
    `INSERT INTO subscriptions (account_id, provider, status, available_users)
       VALUES ($1, 'local', 'ACTIVE', $2)
       ON CONFLICT (account_id) DO UPDATE
         SET available_users = GREATEST(subscriptions.available_users, $2), updated_at = now()`,
    [accountId, total],
  );
  return { added: count, total };
}
