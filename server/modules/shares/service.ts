import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CreatedStoryShare, SharedStory, StoryShare } from '../../../shared/api-types';
import { DASHBOARD_PREVIEW_CHARS, PLACEHOLDER_IMAGE } from '../../../shared/constants';
import { shareMessages } from '../../../shared/messages.da';
import type { ShareCreateInput, ShareExpiry } from '../../../shared/schemas';
import { isGroupSnapshot } from '../../../shared/story-snapshot';
import { previewText } from '../../../shared/story-text';
import type { VoiceId } from '../../../shared/voices';
import { mediaOfPictures, pageTextHash } from '../../db/story-record';
import { AppError } from '../../http/errors';
import { limits, type RateLimiter } from '../../http/rate-limit';
import { thumbKeyOf } from '../../providers/images/port';
import type { Storage } from '../../providers/storage/port';
import type { SpeechService } from '../speech/service';
import { normalizeSentence, storySentences } from '../speech/service';
import type { SharesRepository, StoryShareRow } from './repository';

export interface SharesServiceDeps {
  repo: SharesRepository;
  storage: Storage;
  /** The owner's read-aloud (their cache and their limit), for the story's own sentences only. */
  speech: SpeechService;
  limiter: RateLimiter;
  appUrl: string;
  now?: () => Date;
}

const DAY_MS = 24 * 3600 * 1000;
const EXPIRY_MS: Record<ShareExpiry, number | null> = { week: 7 * DAY_MS, month: 30 * DAY_MS, never: null };
/** 32 random bytes (256 bits) in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const gone = () => new AppError('NOT_FOUND', { message: shareMessages.notFound });
const isPicture = (key: string | null | undefined): key is string => !!key && key !== PLACEHOLDER_IMAGE;

const recordingExt = (key: string) => key.slice(key.lastIndexOf('.') + 1);

const view = (row: StoryShareRow): StoryShare => ({
  id: row.id,
  storyId: row.story_id,
  name: row.name,
  expiresAt: row.expires_at,
  lastOpenedAt: row.last_opened_at,
  openCount: Number(row.open_count),
  createdAt: row.created_at,
});

/**
 * 'Del historien': named read-only links to a story. Only the token's sha256 is stored; a link
 * answers as long as it exists and has not expired, and its pictures and read-aloud are reached
 * through the link alone (never a signed storage URL), so they stop with it.
 */
export function sharesService(deps: SharesServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function opened(token: string, clientKey: string) {
    if (!(await deps.limiter.take(limits.sharedOpen, clientKey)).ok) throw new AppError('RATE_LIMIT');
    if (!TOKEN_SHAPE.test(token)) throw gone();
    const row = await deps.repo.open(hashToken(token), now().toISOString());
    if (!row) throw gone();
    return row;
  }

  return {
    async create(userId: string, input: ShareCreateInput): Promise<CreatedStoryShare> {
      if (!(await deps.repo.ownedStory(input.storyId, userId))) throw new AppError('STORY_NOT_FOUND');
      if (!(await deps.limiter.take(limits.shareCreate, userId)).ok) throw new AppError('RATE_LIMIT');
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const ttl = EXPIRY_MS[input.expiresIn];
      const row: StoryShareRow = {
        id: randomUUID(),
        user_id: userId,
        story_id: input.storyId,
        name: input.name,
        token_hash: hashToken(token),
        expires_at: ttl === null ? null : new Date(at.getTime() + ttl).toISOString(),
        last_opened_at: null,
        open_count: 0,
        created_at: at.toISOString(),
      };
      await deps.repo.insert(row);
      return { ...view(row), url: `${deps.appUrl.replace(/\/$/, '')}/del/${token}` };
    },

    async list(userId: string, storyId: string): Promise<StoryShare[]> {
      if (!(await deps.repo.ownedStory(storyId, userId))) throw new AppError('STORY_NOT_FOUND');
      return (await deps.repo.forStory(storyId, userId)).map(view);
    },

    async revoke(userId: string, id: string) {
      if (!(await deps.repo.delete(id, userId))) throw new AppError('NOT_FOUND', { message: shareMessages.notFound });
    },

    /**
     * The story behind a link, counted as one opening. A device that saved it for offline reading
     * checks for changes with `background` (web/src/lib/offline/saved-stories.ts); that is no
     * opening when its address has opened the link before, but a first request from an address is
     * always one, whatever it says of itself.
     */
    async story(token: string, clientKey: string, opts: { background?: boolean } = {}): Promise<SharedStory> {
      const row = await opened(token, clientKey);
      const firstFromAddress = (await deps.limiter.take(limits.linkOpener, `${row.share_id}:${clientKey}`)).ok;
      if (!opts.background || firstFromAddress) await deps.repo.countOpen(row.share_id, now().toISOString());
      const { images, character } = row;
      const media = mediaOfPictures(row);
      // A page's own photo is its picture; the drawing stays behind it (docs/0021-photos-and-voice.md).
      const shown = images.map((key, i) => media[i]?.photo?.key ?? key);
      const version = createHash('sha256')
        .update(JSON.stringify([shown, media]))
        .digest('hex')
        .slice(0, 12);
      const url = (i: number, thumb: boolean) => `/api/shared/${token}/pictures/${i}${thumb ? '.thumb' : ''}.webp?v=${version}`;
      const group = row.story_type === 'group' && isGroupSnapshot(character) ? character : null;
      const first = shown.findIndex(isPicture);
      return {
        id: row.id,
        title: row.title,
        preview: previewText(row.content, DASHBOARD_PREVIEW_CHARS),
        coverThumbUrl: first >= 0 ? url(first, true) : null,
        missingImages: images.filter((k) => !isPicture(k)).length,
        imageCount: images.length,
        characterName: character.name,
        storyType: row.story_type,
        group: group ? { ageFrom: group.group.ageFrom, ageTo: group.group.ageTo, memberNames: group.members.map((m) => m.name) } : null,
        check: { light: row.check_light, score: row.check_score },
        // The owner's own: the day of the event and the reading log are not the visitor's.
        eventDate: null,
        reading: { count: 0, lastReadAt: null, readAloud: false },
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        content: row.content,
        plan: row.plan,
        // Only what the reader shows: the child's name, age and gender, not the parent's description or answers.
        character: { name: character.name, age: character.age, gender: isGroupSnapshot(character) ? undefined : character.gender },
        description: '',
        facts: {},
        images: shown.map((key, i) =>
          isPicture(key)
            ? { url: url(i, false), thumbUrl: url(i, true), missing: false, ...(media[i]?.photo ? { photo: true } : {}) }
            : { url: PLACEHOLDER_IMAGE, thumbUrl: PLACEHOLDER_IMAGE, missing: true },
        ),
        // The parent's recordings, through the link alone (never a signed storage URL), so they stop with it.
        recordings: media.map((entry, i) =>
          entry?.recording
            ? {
                url: `/api/shared/${token}/recordings/${i}.${recordingExt(entry.recording.key)}?v=${version}`,
                contentType: entry.recording.contentType,
                seconds: entry.recording.seconds,
                current: entry.recording.textHash === pageTextHash(row, i),
              }
            : null,
        ),
        shareName: row.share_name,
      };
    },

    /** `name`: 'i.webp' is picture i of the story (0 the cover), 'i.thumb.webp' its thumbnail: the page's own photo when it has one. */
    async picture(token: string, name: string, clientKey: string) {
      const row = await opened(token, clientKey);
      const match = /^(\d{1,3})(\.thumb)?\.webp$/.exec(name);
      const index = match ? Number(match[1]) : -1;
      const key = match ? (row.media[index]?.photo?.key ?? row.images[index]) : undefined;
      if (!match || !isPicture(key)) throw new AppError('NOT_FOUND');
      const file = await deps.storage.get(match[2] ? thumbKeyOf(key) : key);
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },

    /** `name`: 'i.webm', 'i.ogg' or 'i.m4a', the parent's recording of picture i of this story; nothing else. */
    async recording(token: string, name: string, clientKey: string) {
      const row = await opened(token, clientKey);
      const match = /^(\d{1,3})\.(webm|ogg|m4a)$/.exec(name);
      const recording = match ? row.media[Number(match[1])]?.recording : undefined;
      if (!match || !recording || recordingExt(recording.key) !== match[2]) throw new AppError('NOT_FOUND');
      const file = await deps.storage.get(recording.key);
      if (!file) throw new AppError('NOT_FOUND');
      return { bytes: file.bytes, contentType: recording.contentType };
    },

    /** One sentence of the shared story in the chosen voice; any other text is refused. */
    async readAloud(token: string, input: { text: string; voice: VoiceId }, clientKey: string) {
      const row = await opened(token, clientKey);
      const text = normalizeSentence(input.text);
      if (!storySentences(row).has(text)) throw new AppError('VALIDATION_ERROR', { message: shareMessages.onlyItsOwnText });
      if (!(await deps.limiter.take(limits.sharedSpeech, clientKey)).ok) throw new AppError('RATE_LIMIT');
      // The owner's cache of sentences, but the link's own allowance: its readers never use up the owner's.
      return deps.speech.readAloud(row.owner_id, { text, voice: input.voice }, [limits.linkSpeech, row.share_id]);
    },

    /** The export: every link of the user, without its token hash. */
    async exported(userId: string) {
      return (await deps.repo.forUser(userId)).map(view);
    },
  };
}

export type SharesService = ReturnType<typeof sharesService>;
