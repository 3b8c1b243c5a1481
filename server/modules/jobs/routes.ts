import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { requireUser } from '../../http/session';
import { uuidParam } from '../../http/validate';
import type { JobsRepository } from '../../jobs/repository';
import { toJobView } from '../../jobs/runner';

export function jobRoutes(jobs: JobsRepository) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/active', async (c) => c.json((await jobs.listActiveForUser(c.get('user').id)).map(toJobView)))
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const row = uuidParam.test(id) ? await jobs.findForUser(id, c.get('user').id) : undefined;
      if (!row) throw notFound('JOB_NOT_FOUND');
      return c.json(toJobView(row));
    });
}
