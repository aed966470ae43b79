/** The id of the cookie banner the Worker puts in its pages (worker/site/consent-banner.ts), until scripts take it over. */
export const SERVER_BANNER_ID = "cookie-banner-server";
