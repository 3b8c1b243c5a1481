import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Dialect } from './database';
import { oldStoryPlan } from './old-story-plan';

/**
 * The app's own tables, dialect-neutral. Better Auth creates its tables (user, session, account,
 * verification, rateLimit, profiles) first with its own migrator; see server/modules/auth/better-auth.ts.
 * Timestamps of app tables are ISO-8601 text, which sorts correctly on both engines.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Stories converted per query by 0070_story_plan. */
export const STORY_PLAN_BATCH = 500;

export function appMigrations(_dialect: Dialect): Record<string, Migration> {
  return {
    '0004_characters': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('characters')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('gender', 'text', (c) => c.notNull())
          .addColumn('age', 'integer', (c) => c.notNull())
          .addColumn('hair_color', 'text', (c) => c.notNull())
          .addColumn('eye_color', 'text', (c) => c.notNull())
          .addColumn('skin_color', 'text', (c) => c.notNull())
          .addColumn('outfit', 'text', (c) => c.notNull())
          .addColumn('companion', 'text')
          .addColumn('characteristics', 'text', (c) => c.notNull())
          .addColumn('avatar', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('characters_user_created').on('characters').columns(['user_id', 'created_at']).execute();
        // One row per "Generer avatar": who owns the candidates, and when to sweep them.
        await db.schema
          .createTable('avatar_candidate_batches')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('avatar_candidate_batches_created').on('avatar_candidate_batches').column('created_at').execute();
      },
    },
    '0001_user_subscriptions': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('user_subscriptions')
          .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('current_period_end', 'text')
          .addColumn('provider_customer_id', 'text')
          .addColumn('provider_subscription_id', 'text')
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0002_profiles_email_index': {
      async up(db: AnyDb) {
        await db.schema
          .createIndex('profiles_email_lower')
          .on('profiles')
          .expression(sql`lower(email)`)
          .execute();
        await db.schema.createIndex('profiles_created_at').on('profiles').column('created_at').execute();
      },
    },
    '0003_jobs': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('jobs')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('input', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('progress', 'integer', (c) => c.notNull())
          .addColumn('result', 'text')
          .addColumn('error', 'text')
          .addColumn('attempts', 'integer', (c) => c.notNull())
          .addColumn('locked_by', 'text')
          .addColumn('lease_until', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'created_at']).execute();
        await db.schema.createIndex('jobs_user').on('jobs').columns(['user_id', 'created_at']).execute();
      },
    },
    '0010_stories': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('stories')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('images', 'text', (c) => c.notNull())
          .addColumn('character', 'text', (c) => c.notNull())
          .addColumn('story_type', 'text', (c) => c.notNull().defaultTo('individual'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('stories_user_created').on('stories').columns(['user_id', 'created_at']).execute();
      },
    },
    '0020_speech_cache': {
      async up(db: AnyDb) {
        // Read-aloud audio shared by everyone: the same sentence in the same voice is made once.
        await db.schema
          .createTable('speech_cache')
          .addColumn('voice', 'text', (c) => c.notNull())
          .addColumn('text_hash', 'text', (c) => c.notNull())
          .addColumn('storage_key', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('speech_cache_pk', ['voice', 'text_hash'])
          .execute();
      },
    },
    '0040_billing': {
      async up(db: AnyDb) {
        // Stripe delivers a webhook event at least once: each id is applied once.
        await db.schema
          .createTable('billing_events')
          .addColumn('event_id', 'text', (c) => c.primaryKey())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        // When the event that set the row's state was created at the provider: an older one arriving late is not applied.
        await db.schema.alterTable('user_subscriptions').addColumn('last_event_at', 'text').execute();
        await db.schema.createIndex('user_subscriptions_customer').on('user_subscriptions').column('provider_customer_id').execute();
        await db.schema
          .createIndex('user_subscriptions_subscription')
          .on('user_subscriptions')
          .column('provider_subscription_id')
          .execute();
      },
    },
    '0050_story_check': {
      async up(db: AnyDb) {
        // Historietjek is kept with the text (modules/stories/check.ts), so lists need not check every story they show.
        // A migration runs no product code: the app fills these in for the stories written before (see 0063).
        await db.schema
          .alterTable('stories')
          .addColumn('check_light', 'text', (c) => c.notNull().defaultTo('gul'))
          .execute();
        await db.schema
          .alterTable('stories')
          .addColumn('check_score', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
    '0060_rate_limits': {
      async up(db: AnyDb) {
        // Limits counted in the database hold across restarts and instances (server/http/rate-limit.ts).
        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('reset_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
        // Failed sign-ins per account, with back-off (modules/auth/sign-in-guard.ts).
        await db.schema
          .createTable('sign_in_guard')
          .addColumn('email', 'text', (c) => c.primaryKey())
          .addColumn('failures', 'integer', (c) => c.notNull())
          .addColumn('locked_until', 'bigint', (c) => c.notNull())
          .addColumn('last_failure', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
    '0061_jobs_story': {
      async up(db: AnyDb) {
        // The story a job made or works on: deleting the story deletes its jobs (their input holds its text).
        await db.schema.alterTable('jobs').addColumn('story_id', 'text').execute();
        await db.schema.createIndex('jobs_story').on('jobs').column('story_id').execute();
        await db.schema.createIndex('jobs_status_updated').on('jobs').columns(['status', 'updated_at']).execute();
        // The fair claim (jobs/repository.ts) counts each user's unfinished jobs.
        await db.schema.createIndex('jobs_user_status').on('jobs').columns(['user_id', 'status']).execute();
      },
    },
    '0062_speech_cache_per_user': {
      async up(db: AnyDb) {
        // The shared cache let one user learn what another had read aloud: each user now has a cache
        // of their own, deleted with the account. The shared rows are only a cache and go; their files
        // (under speech/) are removed at start by the speech service (docs/0005-read-aloud.md).
        await db.schema.dropTable('speech_cache').execute();
        await db.schema
          .createTable('speech_cache')
          .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
          .addColumn('voice', 'text', (c) => c.notNull())
          .addColumn('text_hash', 'text', (c) => c.notNull())
          .addColumn('storage_key', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('bytes', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('speech_cache_user_pk', ['user_id', 'voice', 'text_hash'])
          .execute();
        await db.schema.createIndex('speech_cache_user_used').on('speech_cache').columns(['user_id', 'used_at']).execute();
      },
    },
    '0063_story_check_version': {
      async up(db: AnyDb) {
        // Which version of the Historietjek a story's check_light and check_score come from. At start the
        // app checks again every story checked by an older version (or never: 0 = before 0050), so a
        // change of the check reaches old stories without a migration calling product code.
        await db.schema
          .alterTable('stories')
          .addColumn('check_version', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('stories_check_version').on('stories').column('check_version').execute();
      },
    },
    '0064_story_facts': {
      async up(db: AnyDb) {
        // What the parent asked for, kept with the story so an edit or a regeneration can use it again.
        // Stories from before keep '' and '{}': they stay valid and read as a story without facts.
        await db.schema
          .alterTable('stories')
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema
          .alterTable('stories')
          .addColumn('facts', 'text', (c) => c.notNull().defaultTo('{}'))
          .execute();
      },
    },
    '0065_character_features': {
      async up(db: AnyDb) {
        // The avatar builder's choices (shared/avatar-features.ts) as JSON. Characters from before keep
        // null and read as no choices: their pictures are drawn from the free text as before.
        await db.schema.alterTable('characters').addColumn('features', 'text').execute();
      },
    },
    '0067_story_shares': {
      async up(db: AnyDb) {
        // 'Del historien': a named read-only link. Deleting the story or the account takes its links along.
        await db.schema
          .createTable('story_shares')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
          .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('expires_at', 'text')
          .addColumn('last_opened_at', 'text')
          .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('story_shares_story').on('story_shares').columns(['story_id', 'created_at']).execute();
        await db.schema.createIndex('story_shares_user').on('story_shares').column('user_id').execute();
      },
    },
    '0068_story_event_and_reads': {
      async up(db: AnyDb) {
        // 'Read before the event': the day it happens (a date, or null), and a plain reading log per
        // story (times read to the end, the last time, whether it was ever read aloud). Nothing more is kept.
        await db.schema.alterTable('stories').addColumn('event_date', 'date').execute();
        await db.schema
          .alterTable('stories')
          .addColumn('read_count', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.alterTable('stories').addColumn('last_read_at', 'text').execute();
        await db.schema
          .alterTable('stories')
          .addColumn('read_aloud', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
    '0069_admin_granted_by': {
      async up(db: AnyDb) {
        // Who made an account admin in the admin panel, so every start can name those admins.
        await db.schema.alterTable('profiles').addColumn('admin_granted_by', 'text').execute();
      },
    },
    '0070_story_plan': {
      async up(db: AnyDb) {
        // The story plan (docs/0016-story-plan.md): every story written before it gets one, once, from
        // its text, by the migration's own reader (old-story-plan.ts). In batches by id, so a large
        // table is never held in memory at once; a plan a later version cannot read is rebuilt by the app.
        await db.schema.alterTable('stories').addColumn('plan', 'text').execute();
        let after = '';
        for (;;) {
          const rows: { id: string; title: string; content: string }[] = await db
            .selectFrom('stories')
            .select(['id', 'title', 'content'])
            .where('id', '>', after)
            .orderBy('id')
            .limit(STORY_PLAN_BATCH)
            .execute();
          for (const row of rows) {
            await db
              .updateTable('stories')
              .set({ plan: JSON.stringify(oldStoryPlan(row.title, row.content)) })
              .where('id', '=', row.id)
              .execute();
          }
          if (rows.length < STORY_PLAN_BATCH) break;
          after = rows[rows.length - 1].id;
        }
      },
    },
    '0071_story_media': {
      async up(db: AnyDb) {
        // The family's own photos and recordings on a page (docs/0021-photos-and-voice.md): a JSON list
        // aligned with `images`, and the bytes they take of the account's allowance. bigint: the
        // Premium allowance (2 GiB) is past a PostgreSQL integer.
        await db.schema
          .alterTable('stories')
          .addColumn('media', 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
        await db.schema
          .alterTable('profiles')
          .addColumn('media_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
    '0030_cards': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('cards')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('style', 'text', (c) => c.notNull())
          .addColumn('image', 'text', (c) => c.notNull())
          .addColumn('retry_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('cards_user_created').on('cards').columns(['user_id', 'created_at']).execute();
      },
    },
  };
}

export async function migrateApp(db: AnyDb, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => appMigrations(dialect) };
  const migrator = new Migrator({ db, provider, migrationTableName: 'app_migrations', migrationLockTableName: 'app_migrations_lock' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
