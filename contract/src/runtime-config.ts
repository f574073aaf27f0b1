import { Type, type Static } from 'typebox';

/** What every app server hands the browser at `/runtime-config.json` (never baked into a build). */
export const RuntimeConfig = Type.Object({
  /** Base URL of the platform API, with a trailing slash. */
  API_BASE_URL: Type.String(),
  /** White-label product name: the default title is `${PRODUCT_NAME} Cloud`. */
  PRODUCT_NAME: Type.String(),
  /** IP-to-country text service the phone input asks for its default country. */
  COUNTRY_LOOKUP_URL: Type.String(),
});
/** Static type of {@link RuntimeConfig}. */
export type RuntimeConfig = Static<typeof RuntimeConfig>;
