/**
 * Every endpoint the web calls, with what it sends and what it gets back. The web's one client
 * (web/src/lib/api-client.ts) is typed by it, so no call site writes its own answer type; and
 * server/api-contract.test.ts checks it against the server's own route types (Hono's), so an
 * answer the server changes fails the typecheck here instead of surprising the browser.
 */
import type { AccountDeleteInput } from './account';
import type { CreatedStoryShare, DemoStory, SharedStory, SiteInfo, StoryShare } from './api-types';
import type {
  AdminUserPage,
  AvatarCandidates,
  Card,
  CardImageRefresh,
  CardPage,
  Character,
  Me,
  StoryCheck,
  StoryDetail,
  StoryEdit,
  StoryPage,
  StorySentenceEdit,
  StoryStats,
  StoryReadingLog,
  UpcomingStories,
} from './api-types';
import type { Role } from './entitlements';
import type { JobView } from './events';
import type { ShareCreateInput, StorySentenceAction } from './schemas';
import type {
  AvatarRequest,
  CardCreateRequest,
  CharacterCreateInput,
  CharacterPatchInput,
  ProfilePatch,
  StoryCreateRequest,
  StoryPatchRequest,
  StoryReadingRequest,
} from './schemas';

type Query = Record<string, string | number | undefined>;

interface Spec {
  response: unknown;
  body?: unknown;
  query?: Query;
}

/** What sign-up answers, the same whether or not the address has an account. */
export interface SignUpAnswer {
  ok: true;
  verificationRequired: boolean;
}

/**
 * A file sent as it is (its bytes the body, not JSON): the browser's Blob or File. Written out here
 * because shared/ knows neither the DOM's types nor Node's.
 */
export interface FileBody {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface ApiContract {
  'GET /api/site': { response: SiteInfo };
  'GET /api/demo/:slug': { response: DemoStory };
  'GET /api/shared/:token': { response: SharedStory };
  'POST /api/shares': { body: ShareCreateInput; response: CreatedStoryShare };
  'GET /api/shares': { query: { storyId: string }; response: StoryShare[] };
  'DELETE /api/shares/:id': { body: Record<string, never>; response: null };
  'GET /api/me': { response: Me };
  'PATCH /api/me': { body: ProfilePatch; response: Me };
  'DELETE /api/me': { body: AccountDeleteInput; response: { deleted: boolean } };
  'POST /api/billing/checkout': { body: Record<string, never>; response: { url: string } };
  'POST /api/billing/portal': { body: Record<string, never>; response: { url: string } };
  'GET /api/admin/users': { query: { page?: number; limit?: number; search?: string }; response: AdminUserPage };
  'PATCH /api/admin/users/:id': { body: { role: Role }; response: { id: string; role: Role } };
  'GET /api/characters': { response: Character[] };
  'GET /api/characters/:id': { response: Character };
  'POST /api/characters': { body: CharacterCreateInput; response: Character };
  'PATCH /api/characters/:id': { body: CharacterPatchInput; response: Character };
  'DELETE /api/characters/:id': { body: Record<string, never>; response: null };
  'POST /api/characters/avatar': { body: AvatarRequest; response: AvatarCandidates };
  'GET /api/stories': { query: { page?: number; limit?: number }; response: StoryPage };
  'GET /api/stories/stats': { response: StoryStats };
  'GET /api/stories/upcoming': { response: UpcomingStories };
  'POST /api/stories/:id/readings': { body: StoryReadingRequest; response: StoryReadingLog };
  'GET /api/stories/:id': { response: StoryDetail };
  'GET /api/stories/:id/check': { response: StoryCheck };
  'POST /api/stories/:id/check/sentences': { body: StorySentenceAction; response: StorySentenceEdit };
  'POST /api/stories': { body: StoryCreateRequest; response: { jobId: string } };
  'POST /api/stories/generate': { body: StoryCreateRequest; response: { jobId: string } };
  'PATCH /api/stories/:id': { body: StoryPatchRequest; response: StoryEdit };
  'DELETE /api/stories/:id': { body: Record<string, never>; response: null };
  'POST /api/stories/:id/images/:index': { body: { prompt?: string }; response: { jobId: string } };
  'POST /api/stories/:id/images/:index/preview': { body: { prompt: string }; response: { drawn: string } };
  // A parent's own photo and recording of a page (docs/0021-photos-and-voice.md): the file's bytes as the body.
  'PUT /api/stories/:id/pages/:index/photo': { body: FileBody; response: StoryDetail };
  'DELETE /api/stories/:id/pages/:index/photo': { body: Record<string, never>; response: StoryDetail };
  'PUT /api/stories/:id/pages/:index/recording': { body: FileBody; response: StoryDetail };
  'DELETE /api/stories/:id/pages/:index/recording': { body: Record<string, never>; response: StoryDetail };
  'GET /api/jobs/active': { response: JobView[] };
  'GET /api/jobs/:id': { response: JobView };
  'GET /api/cards': { query: { page?: number; limit?: number }; response: CardPage };
  'POST /api/cards': { body: CardCreateRequest; response: Card };
  'GET /api/cards/:id': { response: Card };
  'POST /api/cards/:id/refresh-url': { body: Record<string, never>; response: CardImageRefresh };
  'DELETE /api/cards/:id': { body: Record<string, never>; response: null };
  // Better Auth's endpoints (server/modules/auth/routes.ts passes them through; not Hono routes of ours).
  'POST /api/auth/sign-up/email': { body: { email: string; password: string; name?: string }; response: SignUpAnswer };
  'POST /api/auth/sign-in/email': { body: { email: string; password: string }; response: unknown };
  'POST /api/auth/sign-out': { body: Record<string, never>; response: unknown };
  'POST /api/auth/request-password-reset': { body: { email: string }; response: unknown };
  'POST /api/auth/reset-password': { body: { newPassword: string; token: string }; response: unknown };
}

export type Endpoint = keyof ApiContract;
export type ResponseOf<E extends Endpoint> = ApiContract[E]['response'];

type PathOf<E extends string> = E extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer R}`
  ? N | ParamNames<R>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** What a call of `E` needs: its path's parameters, its body and its query, each only when it has one. */
export type CallOptions<E extends Endpoint> = ([ParamNames<PathOf<E>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<E>>, string | number> }) &
  (ApiContract[E] extends { body: infer B } ? { body: B } : { body?: undefined }) &
  (ApiContract[E] extends { query: infer Q } ? { query?: Q } : { query?: undefined });

/** The method and the address of a call: parameters put in (encoded), the query appended. */
export function addressOf(endpoint: Endpoint, params?: Record<string, string | number>, query?: Query): { method: string; path: string } {
  const [method, pattern] = endpoint.split(' ');
  const path = pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  const qs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return { method, path: qs ? `${path}?${qs}` : path };
}

// Keeps `Spec` honest: every entry has the shape the client relies on.
export type ContractIsWellFormed = ApiContract extends Record<Endpoint, Spec> ? true : never;
