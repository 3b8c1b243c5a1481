import { Hono } from 'hono';
import {
  pageQuerySchema,
  sceneImageSchema,
  storyCreateSchema,
  storyPatchSchema,
  storyReadingSchema,
  storySentenceActionSchema,
} from '../../../shared/schemas';
import { PHOTO_MAX_BYTES, RECORDING_MAX_BYTES } from '../../../shared/constants';
import type { AppEnv } from '../../http/context';
import { readUpload } from '../../http/upload-body';
import { requireUser } from '../../http/session';
import { idParam, jsonBody, query } from '../../http/validate';
import type { StoriesService } from './service';

const storyId = idParam('STORY_NOT_FOUND');
/** A picture's index in the path (0 the cover); anything but plain digits is no page (404 in the service). */
const pageIndex = (raw: string) => (/^\d{1,3}$/.test(raw) ? Number(raw) : -1);

export function storyRoutes(service: StoriesService) {
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      .get('/', query(pageQuerySchema), async (c) => {
        const { page, limit } = c.req.valid('query');
        return c.json(await service.list(c.get('user').id, page, limit));
      })
      .get('/stats', async (c) => c.json(await service.stats(c.get('user').id)))
      .get('/upcoming', async (c) => c.json(await service.upcoming(c.get('user').id)))
      .post('/generate', jsonBody(storyCreateSchema), async (c) => {
        const jobId = await service.generate(c.get('user').id, c.req.valid('json'));
        return c.json({ jobId }, 202);
      })
      .post('/', jsonBody(storyCreateSchema), async (c) => {
        const jobId = await service.createTextFirst(c.get('user').id, c.req.valid('json'));
        return c.json({ jobId }, 202);
      })
      .get('/:id', async (c) => c.json(await service.get(c.get('user').id, storyId(c.req.param('id')))))
      .patch('/:id', jsonBody(storyPatchSchema), async (c) =>
        c.json(await service.update(c.get('user').id, storyId(c.req.param('id')), c.req.valid('json'))),
      )
      .get('/:id/check', async (c) => c.json(await service.check(c.get('user').id, storyId(c.req.param('id')))))
      .post('/:id/check/sentences', jsonBody(storySentenceActionSchema), async (c) =>
        c.json(await service.sentence(c.get('user').id, storyId(c.req.param('id')), c.req.valid('json'))),
      )
      .post('/:id/readings', jsonBody(storyReadingSchema), async (c) =>
        c.json(await service.recordReading(c.get('user').id, storyId(c.req.param('id')), c.req.valid('json').readAloud)),
      )
      .get('/:id/pdf', async (c) => {
        const { title, bytes } = await service.pdf(c.get('user').id, storyId(c.req.param('id')));
        const ascii =
          title
            .normalize('NFKD')
            .replace(/[^\w -]+/g, '')
            .trim()
            .replace(/\s+/g, '-')
            .slice(0, 60) || 'historie';
        c.header('Content-Type', 'application/pdf');
        c.header('Content-Disposition', `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(title)}.pdf`);
        c.header('Cache-Control', 'private, no-store');
        return c.body(new Uint8Array(bytes));
      })
      .post('/:id/images/:index', jsonBody(sceneImageSchema), async (c) => {
        const index = Number(c.req.param('index'));
        const jobId = await service.regenerateImage(c.get('user').id, storyId(c.req.param('id')), index, c.req.valid('json').prompt);
        return c.json({ jobId }, 202);
      })
      .post('/:id/images/:index/preview', jsonBody(sceneImageSchema), async (c) =>
        c.json(
          await service.previewImage(
            c.get('user').id,
            storyId(c.req.param('id')),
            Number(c.req.param('index')),
            c.req.valid('json').prompt,
          ),
        ),
      )
      // The page's own photo and recording (docs/0021-photos-and-voice.md): the raw bytes, read to their own limit.
      .put('/:id/pages/:index/photo', async (c) => {
        const body = () => readUpload(c, PHOTO_MAX_BYTES, 'PHOTO_TOO_LARGE');
        const id = storyId(c.req.param('id'));
        await service.putPhoto(c.get('user').id, id, pageIndex(c.req.param('index')), body);
        return c.json(await service.get(c.get('user').id, id));
      })
      .delete('/:id/pages/:index/photo', async (c) => {
        const id = storyId(c.req.param('id'));
        await service.deletePhoto(c.get('user').id, id, pageIndex(c.req.param('index')));
        return c.json(await service.get(c.get('user').id, id));
      })
      .put('/:id/pages/:index/recording', async (c) => {
        const body = () => readUpload(c, RECORDING_MAX_BYTES, 'RECORDING_TOO_LARGE');
        const id = storyId(c.req.param('id'));
        await service.putRecording(c.get('user').id, id, pageIndex(c.req.param('index')), body);
        return c.json(await service.get(c.get('user').id, id));
      })
      .delete('/:id/pages/:index/recording', async (c) => {
        const id = storyId(c.req.param('id'));
        await service.deleteRecording(c.get('user').id, id, pageIndex(c.req.param('index')));
        return c.json(await service.get(c.get('user').id, id));
      })
      .delete('/:id', async (c) => {
        await service.remove(c.get('user').id, storyId(c.req.param('id')));
        return c.body(null, 204);
      })
  );
}
