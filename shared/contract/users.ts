// User shapes of the API (shared/types.ts User, PublicUser) and the bodies that write them; a
// user's subscriptions are billing's (./billing.ts).
import { Type } from 'typebox';
import { USER_TITLES } from '../constants.ts';
import { SubscriptionSchema } from './billing.ts';
import { Body, CountryCode as CountryCodeSchema, Language as LanguageSchema, Nullable, StringEnum } from './common.ts';

export const EmailSchema = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const PasswordSchema = Type.String({ minLength: 8, maxLength: 200 });
const Name = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
const City = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });
const Phone = Type.String({ maxLength: 40, pattern: '^[+0-9 ()./-]{0,40}$' });
const Company = Type.String({ maxLength: 160 });

const About = Type.Object(
  {
    en: Type.Optional(Type.String({ maxLength: 5000 })),
    de: Type.Optional(Type.String({ maxLength: 5000 })),
    ru: Type.Optional(Type.String({ maxLength: 5000 })),
    es: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);

export const SignUpBody = Body({
  email: EmailSchema,
  password: PasswordSchema,
  title: StringEnum(USER_TITLES),
  firstName: Name,
  lastName: Name,
  isRealtor: Type.Boolean(),
  countryCode: CountryCodeSchema,
  city: City,
  area: Type.Optional(Type.String({ maxLength: 120 })),
  phone: Type.Optional(Phone),
  /** optional for realtors too: a realtor may trade under their own name */
  company: Type.Optional(Company),
  language: Type.Optional(LanguageSchema),
});

export const SignInBody = Body({ email: EmailSchema, password: Type.String({ minLength: 1, maxLength: 200 }) });
export const ForgotPasswordBody = Body({ email: EmailSchema });
export const ResetPasswordBody = Body({ resetToken: Type.String({ minLength: 1, maxLength: 200 }), password: PasswordSchema });

export const UpdateUserBody = Body(
  {
    title: Type.Optional(StringEnum(USER_TITLES)),
    firstName: Type.Optional(Name),
    lastName: Type.Optional(Name),
    isRealtor: Type.Optional(Type.Boolean()),
    company: Type.Optional(Nullable(Company)),
    phone: Type.Optional(Nullable(Phone)),
    language: Type.Optional(LanguageSchema),
    about: Type.Optional(About),
    countryCode: Type.Optional(CountryCodeSchema),
    area: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
    city: Type.Optional(City),
    geoData: Type.Optional(
      Type.Object(
        { countryCode: Type.Optional(CountryCodeSchema), area: Type.Optional(Nullable(Type.String({ maxLength: 120 }))), city: Type.Optional(City) },
        { additionalProperties: false },
      ),
    ),
  },
  { minProperties: 1 },
);

const GeoData = Type.Object({ countryCode: Type.String(), area: Nullable(Type.String()), city: Type.String() });

const publicUserProperties = {
  _id: Type.String(),
  aliasId: Type.String(),
  title: StringEnum(USER_TITLES),
  firstName: Type.String(),
  lastName: Type.String(),
  isRealtor: Type.Boolean(),
  company: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  about: Type.Record(Type.String(), Type.String()),
  language: LanguageSchema,
  geoData: GeoData,
  tags: Type.Array(Type.String()),
};

/** What anyone may see of a user: never the e-mail address. */
export const PublicUserSchema = Type.Object(publicUserProperties);
export const OwnUserSchema = Type.Object({ ...publicUserProperties, email: Type.String() });

export const ProfileSchema = Type.Object({
  ...publicUserProperties,
  estates: Type.Object({ published: Type.Integer() }),
});

export const UserRefSchema = Type.Object({
  _id: Type.String(),
  aliasId: Type.String(),
  title: StringEnum(USER_TITLES),
  firstName: Type.String(),
  lastName: Type.String(),
  isRealtor: Type.Boolean(),
  company: Nullable(Type.String()),
});

export const CurrentUserSchema = Type.Object({ user: OwnUserSchema, subscriptions: Type.Array(SubscriptionSchema) });
export const SignInSchema = Type.Object({ user: OwnUserSchema, subscriptions: Type.Array(SubscriptionSchema), token: Type.String() });
