// Reference data and demo content: every country (names in four languages, numeric codes), guides and
// banners of the featured countries, currencies, plans, articles, news, the legal pages, and demo
// users with known passwords (listed in README). Deterministic: fixed texts, fixed dates.
import type { Queryable } from '../db/index.ts';
import { LANGUAGES, LEGACY_FREE_PLAN_ID, USER_TAGS, type Language, type UserTitle } from '../../shared/core/constants.ts';
import { COUNTRY_CODES, getCountry } from '../../shared/geo/countries.ts';
import { hashPassword } from '../auth/passwords.ts';
import { sanitizeArticleHtml } from '../articles/service.ts';
import { BANNERS } from './content/banners.ts';
import { GUIDES_DE } from './content/guides-de.ts';
import { GUIDES_EN } from './content/guides-en.ts';
import { GUIDES_ES } from './content/guides-es.ts';
import { GUIDES_RU } from './content/guides-ru.ts';
import { LEGAL_PAGES } from './content/legal.ts';
import { ARTICLES_RU } from './content/articles-ru.ts';
import { NEWS } from './content/news.ts';
import type { SeedArticle } from './content/types.ts';

const GUIDES: Record<Language, Record<string, string>> = { en: GUIDES_EN, de: GUIDES_DE, ru: GUIDES_RU, es: GUIDES_ES };

/** Content dates count back from here, so every run writes the same rows. */
const CONTENT_EPOCH = Date.UTC(2026, 9, 30, 9, 0, 0);
const DAY = 86_400_000;

export const CURRENCY_RATES = [
  { code: 'eur', sign: '€', rate: 1 },
  { code: 'usd', sign: '$', rate: 1.08 },
  { code: 'rub', sign: '₽', rate: 98 },
] as const;

interface SeedPlan {
  id: string;
  names: Record<Language, string>;
  /** per period, minor units */
  prices: { eur: number; usd: number; rub: number };
  period: 'month' | 'year' | null;
  publication: number;
  topOffer: number;
  upgradableTo: 'all' | string[];
  isInitial: boolean;
}

export const PLANS: readonly SeedPlan[] = [
  {
    id: LEGACY_FREE_PLAN_ID,
    names: { en: 'Free', de: 'Kostenlos', ru: 'Бесплатный', es: 'Gratis' },
    prices: { eur: 0, usd: 0, rub: 0 },
    period: null,
    publication: 3,
    topOffer: 0,
    upgradableTo: 'all',
    isInitial: true,
  },
  {
    id: 'basic',
    names: { en: 'Basic', de: 'Basis', ru: 'Базовый', es: 'Básico' },
    prices: { eur: 990, usd: 1090, rub: 97000 },
    period: 'month',
    publication: 25,
    topOffer: 0,
    upgradableTo: ['professional', 'premium'],
    isInitial: true,
  },
  {
    id: 'professional',
    names: { en: 'Professional', de: 'Professional', ru: 'Профессиональный', es: 'Profesional' },
    prices: { eur: 2990, usd: 3290, rub: 293000 },
    period: 'month',
    publication: 100,
    topOffer: 5,
    upgradableTo: ['basic', 'premium'],
    isInitial: true,
  },
  {
    id: 'premium',
    names: { en: 'Premium', de: 'Premium', ru: 'Премиум', es: 'Premium' },
    prices: { eur: 7990, usd: 8690, rub: 783000 },
    period: 'month',
    publication: -1,
    topOffer: 20,
    upgradableTo: ['basic', 'professional'],
    isInitial: false,
  },
];

export interface DemoUser {
  email: string;
  password: string;
  title: UserTitle;
  firstName: string;
  lastName: string;
  isRealtor: boolean;
  company?: string;
  phone?: string;
  language: Language;
  countryCode: string;
  city: string;
  area?: string;
  tags?: string[];
  about?: Partial<Record<Language, string>>;
  /** the plan of an active subscription, if any */
  plan?: string;
}

/** Demo accounts with known passwords (README "Demo accounts"). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'demo@example.com',
    password: 'demo-password-1',
    title: 'mr',
    firstName: 'Max',
    lastName: 'Mustermann',
    isRealtor: false,
    language: 'de',
    countryCode: 'DE',
    city: 'München',
    area: 'Bayern',
    phone: '+49 89 1234567',
    plan: LEGACY_FREE_PLAN_ID,
  },
  {
    email: 'realtor@example.com',
    password: 'realtor-password-1',
    title: 'mrs',
    firstName: 'Elena',
    lastName: 'Rossi',
    isRealtor: true,
    company: 'Rossi Immobiliare',
    language: 'en',
    countryCode: 'IT',
    city: 'Lucca',
    area: 'Toscana',
    phone: '+39 0583 555 210',
    plan: 'professional',
    about: {
      en: 'Family agency in Tuscany since 1998: country houses, town flats and restoration projects. We speak English, German and Russian.',
      de: 'Familienagentur in der Toskana seit 1998: Landhäuser, Stadtwohnungen und Sanierungsobjekte. Wir sprechen Deutsch, Englisch und Russisch.',
      ru: 'Семейное агентство в Тоскане с 1998 года: загородные дома, квартиры в городе и объекты под реставрацию. Говорим по-русски, по-английски и по-немецки.',
      es: 'Agencia familiar en la Toscana desde 1998: casas de campo, pisos en la ciudad y proyectos de restauración.',
    },
  },
  {
    email: 'newbie@example.com',
    password: 'newbie-password-1',
    title: 'ms',
    firstName: 'Anna',
    lastName: 'Ivanova',
    isRealtor: false,
    language: 'ru',
    countryCode: 'BG',
    city: 'Варна',
  },
  {
    email: 'geo@example.com',
    password: 'geo-password-1',
    title: 'none',
    firstName: 'Pavel',
    lastName: 'Sokolov',
    isRealtor: false,
    language: 'ru',
    countryCode: 'SU',
    city: '-',
    tags: [USER_TAGS.incorrectGeoData],
    plan: LEGACY_FREE_PLAN_ID,
  },
];

async function seedCountries(q: Queryable): Promise<void> {
  const rows = COUNTRY_CODES.map((code) => {
    const c = getCountry(code);
    if (!c) throw new Error(`country table has no ${code}`);
    const fullText = Object.fromEntries(LANGUAGES.filter((l) => GUIDES[l][code]).map((l) => [l, sanitizeArticleHtml(GUIDES[l][code])]));
    const banner = BANNERS[code] ?? null;
    return { code, numCode: c.numCode, names: c.names, fullText, banner, hasGuide: Object.keys(fullText).length > 0 };
  });
  // one statement for ~250 rows
  await q.query(
    `INSERT INTO countries (code, num_code, names, full_text, banner, has_guide)
     SELECT x.code, x.num_code, x.names, x.full_text, x.banner, x.has_guide
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, num_code integer, names jsonb, full_text jsonb, banner jsonb, has_guide boolean)`,
    [
      JSON.stringify(
        rows.map((r) => ({ code: r.code, num_code: r.numCode, names: r.names, full_text: r.fullText, banner: r.banner, has_guide: r.hasGuide })),
      ),
    ],
  );
}

async function seedPlans(q: Queryable): Promise<void> {
  for (const [sort, p] of PLANS.entries()) {
    await q.query(
      `INSERT INTO plans (id, names, prices, period, resources, upgradable_to, is_initial, sort)
       VALUES ($1, $2::jsonb, $3::jsonb, $4, $5::jsonb, $6::jsonb, $7, $8)`,
      [
        p.id,
        JSON.stringify(p.names),
        JSON.stringify(p.prices),
        p.period,
        JSON.stringify([
          { type: 'PUBLICATION', limit: p.publication },
          { type: 'TOP_OFFER', limit: p.topOffer },
        ]),
        JSON.stringify(p.upgradableTo),
        p.isInitial,
        sort,
      ],
    );
  }
}

async function seedArticles(q: Queryable, articles: readonly SeedArticle[]): Promise<void> {
  for (const [i, a] of articles.entries()) {
    await q.query(
      `INSERT INTO articles (slug, type, language, title, preview, body, image, is_published, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        a.slug,
        a.type,
        a.language,
        a.title,
        a.preview,
        sanitizeArticleHtml(a.body),
        a.image ?? null,
        a.isPublished ?? true,
        new Date(CONTENT_EPOCH - (a.daysAgo ?? i) * DAY).toISOString(),
      ],
    );
  }
}

async function seedDemoUsers(q: Queryable): Promise<void> {
  for (const u of DEMO_USERS) {
    const alias = `${u.firstName}-${u.lastName}`.toLowerCase();
    const r = await q.query<{ id: string }>(
      `INSERT INTO users (alias_id, email, password_hash, title, first_name, last_name, is_realtor, company, phone, about, language, country_code, area, city, tags)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15) RETURNING id`,
      [
        alias,
        u.email,
        await hashPassword(u.password),
        u.title,
        u.firstName,
        u.lastName,
        u.isRealtor,
        u.company ?? null,
        u.phone ?? null,
        JSON.stringify(u.about ?? {}),
        u.language,
        u.countryCode,
        u.area ?? null,
        u.city,
        u.tags ?? [],
      ],
    );
    if (u.plan) {
      const plan = PLANS.find((p) => p.id === u.plan);
      await q.query(
        `INSERT INTO subscriptions (user_id, plan_id, status, renew, current_period_ends_at, created_at)
         VALUES ($1, $2, 'active', true, $3, $4)`,
        [
          r.rows[0].id,
          u.plan,
          plan?.period ? new Date(Math.max(CONTENT_EPOCH, Date.now()) + 30 * DAY).toISOString() : null,
          new Date(CONTENT_EPOCH - 20 * DAY).toISOString(),
        ],
      );
    }
  }
  // a short conversation, so the demo inbox is not empty
  await q.query(
    `INSERT INTO messages (from_user_id, to_user_id, subject, body, created_at, read_at)
     SELECT f.id, t.id, m.subject, m.body, m.created_at::timestamptz, m.read_at::timestamptz
       FROM jsonb_to_recordset($1::jsonb) AS m(from_email text, to_email text, subject text, body text, created_at text, read_at text)
       JOIN users f ON f.email = m.from_email JOIN users t ON t.email = m.to_email`,
    [
      JSON.stringify([
        {
          from_email: 'demo@example.com',
          to_email: 'realtor@example.com',
          subject: 'Farmhouse near Lucca',
          body: 'Good morning, is the farmhouse still available? We would like to visit in March.',
          created_at: new Date(CONTENT_EPOCH - 3 * DAY).toISOString(),
          read_at: new Date(CONTENT_EPOCH - 2 * DAY).toISOString(),
        },
        {
          from_email: 'realtor@example.com',
          to_email: 'demo@example.com',
          subject: 'Re: Farmhouse near Lucca',
          body: 'Dear Mr Mustermann, yes, it is. Any weekday in March works for us; shall we say the 12th at 11:00?',
          created_at: new Date(CONTENT_EPOCH - 2 * DAY).toISOString(),
          read_at: null,
        },
      ]),
    ],
  );
}

/** The reference data, and the demo accounts unless `demo` is false (a production database). */
export async function seedReference(q: Queryable, opts: { seed: number; demo?: boolean }): Promise<void> {
  await seedCountries(q);
  for (const c of CURRENCY_RATES) await q.query('INSERT INTO currencies (code, sign, rate) VALUES ($1, $2, $3)', [c.code, c.sign, c.rate]);
  await seedPlans(q);
  await seedArticles(q, [...LEGAL_PAGES, ...ARTICLES_RU, ...NEWS]);
  if (opts.demo ?? true) await seedDemoUsers(q);
}
