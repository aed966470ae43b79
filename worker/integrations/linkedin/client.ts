/**
 * LinkedIn's OAuth 2.0 (authorization code flow) and versioned Posts API, called with fetch.
 * Docs: learn.microsoft.com/linkedin/shared/authentication/authorization-code-flow and
 * learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api.
 */

export const LINKEDIN_AUTHORIZE_URL = "https://www.linkedin.com/oauth/v2/authorization";
export const LINKEDIN_TOKEN_URL = "https://www.linkedin.com/oauth/v2/accessToken";
export const LINKEDIN_USERINFO_URL = "https://api.linkedin.com/v2/userinfo";
export const LINKEDIN_POSTS_URL = "https://api.linkedin.com/rest/posts";
/** The Posts API version we built against (YYYYMM); LinkedIn supports each version for at least a year. */
export const LINKEDIN_VERSION = "202609";

/** Scopes: posting as the member (with OpenID to learn the member's id), or as an organization page. */
export function linkedinScopes(organizationId?: string): string {
  return organizationId ? "w_organization_social" : "openid profile w_member_social";
}

export function authorizeUrl(options: { clientId: string; redirectUri: string; state: string; scope: string }): string {
  const url = new URL(LINKEDIN_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    state: options.state,
    scope: options.scope,
  }).toString();
  return url.toString();
}

/** An error from LinkedIn with its HTTP status (0 for a network failure). */
export class LinkedinError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "LinkedinError";
  }
}

async function failure(response: Response, what: string): Promise<LinkedinError> {
  const text = (await response.text().catch(() => "")).slice(0, 300);
  return new LinkedinError(
    response.status,
    `${what} failed: LinkedIn answered ${response.status}${text ? ` ${text}` : ""}`,
  );
}

export interface LinkedinToken {
  accessToken: string;
  expiresAt: number;
}

/** Exchanges the authorization code for an access token (form-encoded POST, as LinkedIn requires). */
export async function exchangeCode(options: {
  code: string;
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  now?: number;
}): Promise<LinkedinToken> {
  const response = await fetch(LINKEDIN_TOKEN_URL, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: options.code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      client_secret: options.clientSecret,
    }),
  });
  if (!response.ok) throw await failure(response, "Token exchange");
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token || !body.expires_in)
    throw new LinkedinError(502, "Token exchange failed: LinkedIn's answer had no access token");
  return { accessToken: body.access_token, expiresAt: (options.now ?? Date.now()) + body.expires_in * 1000 };
}

/** The signed-in member's URN (urn:li:person:{sub}) from the OpenID userinfo endpoint. */
export async function memberUrn(accessToken: string): Promise<string> {
  const response = await fetch(LINKEDIN_USERINFO_URL, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw await failure(response, "Reading the LinkedIn profile");
  const { sub } = (await response.json()) as { sub?: string };
  if (!sub) throw new LinkedinError(502, "Reading the LinkedIn profile failed: no member id");
  return `urn:li:person:${sub}`;
}

export interface ArticlePost {
  /** urn:li:person:... or urn:li:organization:... */
  author: string;
  commentary: string;
  articleUrl: string;
  title: string;
  description: string;
}

/** The JSON body of an article post, in the Posts API's documented shape. */
export function postBody(post: ArticlePost) {
  return {
    author: post.author,
    commentary: post.commentary,
    visibility: "PUBLIC",
    distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
    content: { article: { source: post.articleUrl, title: post.title, description: post.description } },
    lifecycleState: "PUBLISHED",
    isReshareDisabledByAuthor: false,
  };
}

/**
 * Creates a post; answers its URN from the `x-restli-id` header (201 Created).
 * @throws LinkedinError with LinkedIn's status and message.
 */
export async function createPost(accessToken: string, post: ArticlePost): Promise<string> {
  let response: Response;
  try {
    response = await fetch(LINKEDIN_POSTS_URL, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${accessToken}`,
        "Content-Type": "application/json",
        "LinkedIn-Version": LINKEDIN_VERSION,
        "X-Restli-Protocol-Version": "2.0.0",
      },
      body: JSON.stringify(postBody(post)),
    });
  } catch (error) {
    throw new LinkedinError(0, `Posting failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status !== 201) throw await failure(response, "Posting");
  const urn = response.headers.get("x-restli-id");
  if (!urn) throw new LinkedinError(502, "Posting failed: LinkedIn did not return the post id");
  return urn;
}
