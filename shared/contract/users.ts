// Users: the signed-in user's own record (with the e-mail address), what anyone may see of a user,
// the few fields an estate or a message carries about a person, public profiles with their estate
// count, and the endpoints of the current user, the realtor directory and public profiles.
import { Type, type Static } from 'typebox';
import { USER_TITLES } from '../core/constants.ts';
import { Subscription } from './billing.ts';
import { Body, CountryCode, Language, ListMeta, NotBlank, Nullable, NullablePrimitive, pagingQuery, StringEnum, TextMap } from './common.ts';
import { USER_LIMITS } from './limits.ts';
import { Roles } from './roles.ts';
import { endpoint, errorResponses, NoContent } from './http.ts';

// ---------------------------------------------------------------------------------------------
// Building blocks of the inputs (the account forms share them)

export const EmailSchema = Type.String({ format: 'email', minLength: USER_LIMITS.emailMin, maxLength: USER_LIMITS.email });
export const PasswordSchema = Type.String({ minLength: USER_LIMITS.passwordMin, maxLength: USER_LIMITS.password });
export const UserTitle = StringEnum(USER_TITLES);
export const PersonName = NotBlank(USER_LIMITS.personName);
export const CityName = NotBlank(USER_LIMITS.city);
export const AreaName = Type.String({ maxLength: USER_LIMITS.area });
export const Phone = Type.String({ maxLength: USER_LIMITS.phone, pattern: `^[+0-9 ()./-]{0,${USER_LIMITS.phone}}$` });
export const CompanyName = Type.String({ maxLength: USER_LIMITS.company });

/** A self-description per interface language, as written. */
const AboutInput = Type.Object(
  {
    en: Type.Optional(Type.String({ maxLength: USER_LIMITS.about })),
    de: Type.Optional(Type.String({ maxLength: USER_LIMITS.about })),
    ru: Type.Optional(Type.String({ maxLength: USER_LIMITS.about })),
    es: Type.Optional(Type.String({ maxLength: USER_LIMITS.about })),
  },
  { additionalProperties: false },
);

// ---------------------------------------------------------------------------------------------
// Entities

/** Where a user lives: country (ISO 3166-1 alpha-2, upper case), area (may be null) and city. */
export const GeoData = Type.Object({ countryCode: Type.String(), area: Nullable(Type.String()), city: Type.String() }, { title: 'GeoData' });
export type GeoData = Static<typeof GeoData>;

const publicUserProperties = {
  _id: Type.String(),
  aliasId: Type.String(),
  title: UserTitle,
  firstName: Type.String(),
  lastName: Type.String(),
  isRealtor: Type.Boolean(),
  company: Nullable(Type.String()),
  phone: Nullable(Type.String({ description: "a realtor's business phone; null for a private person unless it is their own record" })),
  about: TextMap,
  language: Language,
  geoData: GeoData,
  tags: Type.Array(Type.String({ description: 'e.g. incorrectGeoData: the place must be corrected in the profile' })),
  verified: Type.Optional(Type.Boolean({ description: 'a realtor an admin has verified (issue 23): the badge' })),
};

/** What anyone may see of a user: never the e-mail address. */
export const PublicUser = Type.Object(publicUserProperties, { title: 'PublicUser' });
export type PublicUser = Static<typeof PublicUser>;

/** The signed-in user's own record: the public fields plus the e-mail address. */
export const User = Type.Object({ ...publicUserProperties, email: Type.String() }, { title: 'User' });
export type User = Static<typeof User>;

/** A public user with the number of estates they have published (directory entries, profiles). */
export const Profile = Type.Object({ ...publicUserProperties, estates: Type.Object({ published: Type.Integer() }) }, { title: 'Profile' });
export type Profile = Static<typeof Profile>;

/** The few fields a message (or an estate) carries about a person. */
export const UserRef = Type.Object(
  {
    _id: Type.String(),
    aliasId: Type.String(),
    title: UserTitle,
    firstName: Type.String(),
    lastName: Type.String(),
    isRealtor: Type.Boolean(),
    company: Nullable(Type.String()),
    deleted: Type.Optional(Type.Boolean({ description: 'true: the account was erased; show "deleted user" (its names are empty)' })),
  },
  { title: 'UserRef' },
);
export type UserRef = Static<typeof UserRef>;

/** Who is signed in, with their subscriptions (and the resources those grant). */
export const CurrentUser = Type.Object(
  {
    user: User,
    subscriptions: Type.Array(Subscription),
    // optional in the type only (the browser's store builds CurrentUser values of its own); the api always answers both
    roles: Type.Optional(Roles),
    mfa: Type.Optional(Type.Object({ enrolled: Type.Boolean({ description: 'two-factor sign-in (TOTP) is on for this account' }) })),
  },
  { title: 'CurrentUser' },
);
export type CurrentUser = Static<typeof CurrentUser>;

export const ProfileList = Type.Object({ meta: ListMeta, values: Type.Array(Profile) }, { title: 'ProfileList' });
export type ProfileList = Static<typeof ProfileList>;

// ---------------------------------------------------------------------------------------------
// Inputs

/** A profile change: every field optional, at least one given; the place flat or as geoData. */
export const UpdateUserBody = Body(
  {
    title: Type.Optional(UserTitle),
    firstName: Type.Optional(PersonName),
    lastName: Type.Optional(PersonName),
    isRealtor: Type.Optional(Type.Boolean()),
    company: Type.Optional(NullablePrimitive(CompanyName)),
    phone: Type.Optional(NullablePrimitive(Phone)),
    language: Type.Optional(Language),
    about: Type.Optional(AboutInput),
    countryCode: Type.Optional(CountryCode),
    area: Type.Optional(NullablePrimitive(AreaName)),
    city: Type.Optional(CityName),
    geoData: Type.Optional(
      Type.Object(
        { countryCode: Type.Optional(CountryCode), area: Type.Optional(NullablePrimitive(AreaName)), city: Type.Optional(CityName) },
        { additionalProperties: false },
      ),
    ),
  },
  { minProperties: 1, title: 'UserPatch' },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

/** How the realtor directory may be sorted: most published estates first, by name, newest first. */
export const REALTOR_ORDERS = ['estates', 'name', 'newest'] as const;
export type RealtorOrder = (typeof REALTOR_ORDERS)[number];
export const REALTORS_ON_PAGE = 20;

export const RealtorListQuery = Type.Object({
  ...pagingQuery(REALTORS_ON_PAGE),
  isRealtor: Type.Optional(Type.Boolean({ description: 'only true: private persons are not listed' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'matches first and last name and company' })),
  countryCode: Type.Optional(CountryCode),
  orderBy: Type.Optional(StringEnum(REALTOR_ORDERS, { default: 'estates' })),
});
export type RealtorListQuery = Static<typeof RealtorListQuery>;

export const UserAliasParams = Type.Object({ aliasId: Type.String({ minLength: 1, maxLength: 100 }) });

// ---------------------------------------------------------------------------------------------
// Endpoints

export const getCurrentUser = endpoint({
  method: 'GET',
  path: '/api/user/current',
  operationId: 'getCurrentUser',
  summary: 'The signed-in user with their subscriptions',
  tags: ['users'],
  access: 'session',
  response: { 200: CurrentUser, ...errorResponses(401) },
});

export const updateCurrentUser = endpoint({
  method: 'PATCH',
  path: '/api/user/current',
  operationId: 'updateCurrentUser',
  summary: 'Change profile fields; the place may come flat (countryCode, area, city) or as geoData',
  tags: ['users'],
  access: 'session',
  body: UpdateUserBody,
  response: { 200: Type.Object({ user: User }), ...errorResponses(400, 401) },
});

export const listRealtors = endpoint({
  method: 'GET',
  path: '/api/user',
  operationId: 'listRealtors',
  summary: 'The realtor directory; q matches names and company',
  tags: ['users'],
  access: 'public',
  querystring: RealtorListQuery,
  response: { 200: ProfileList, ...errorResponses(400) },
});

export const getUserProfile = endpoint({
  method: 'GET',
  path: '/api/user/aliasId/{aliasId}',
  operationId: 'getUserProfile',
  summary: 'A public profile with the number of published estates',
  tags: ['users'],
  access: 'public',
  params: UserAliasParams,
  response: { 200: Profile, ...errorResponses(400, 404) },
});

// ---------------------------------------------------------------------------------------------
// Privacy (issue 22): the account's data as one document, and the account's erasure

const Rows = Type.Array(Type.Record(Type.String(), Type.Unknown()));

/** Everything the account holds, as stored: one JSON document to download. */
export const AccountExport = Type.Object(
  {
    exportedAt: Type.String({ format: 'date-time' }),
    profile: User,
    listings: Type.Array(Type.Record(Type.String(), Type.Unknown()), { description: 'each with its photo URLs' }),
    messagesSent: Rows,
    messagesReceived: Rows,
    favourites: Rows,
    savedSearches: Rows,
    orders: Rows,
    subscriptions: Rows,
  },
  { title: 'AccountExport' },
);
export type AccountExport = Static<typeof AccountExport>;

/** The account's password, asked again before it is erased. */
export const DeleteAccountBody = Body({ password: Type.String({ minLength: 1, maxLength: USER_LIMITS.password }) }, { title: 'DeleteAccount' });
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

export const exportCurrentUser = endpoint({
  method: 'GET',
  path: '/api/user/current/export',
  operationId: 'exportCurrentUser',
  summary: 'Everything the account holds as one JSON document (an attachment export-<aliasId>.json)',
  tags: ['users'],
  access: 'session',
  response: { 200: AccountExport, ...errorResponses(401, 429) },
});

export const deleteCurrentUser = endpoint({
  method: 'DELETE',
  path: '/api/user/current',
  operationId: 'deleteCurrentUser',
  summary:
    'Erase the account after its password: sessions, favourites, saved searches and listings go, messages show a deleted sender, orders are kept without the person',
  tags: ['users'],
  access: 'session',
  body: DeleteAccountBody,
  response: { 204: NoContent, ...errorResponses(400, 401, 429) },
});
