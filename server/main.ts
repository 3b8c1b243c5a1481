import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createServices } from './services';
import { keepConnectionsAlive } from './keep-alive';
import { logger } from './logger';

async function main() {
  const services = await createServices();
  const { config } = services;
  services.runner.start();
  const server = serve({ fetch: services.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { port: info.port, database: services.database.dialect, mail: services.mailer.kind },
      `Fortællehuset kører på ${config.APP_URL}`,
    );
    // The example stories are drawn and the Premium price is read now, not while the first visitor waits.
    void services.demo.warm();
    void Promise.resolve(services.app.request('/api/site')).catch(() => undefined);
  });
  keepConnectionsAlive(server as Server);
  const shutdown = async () => {
    // No new requests; the ones under way finish (and start their mails) before the services close.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    await services.close();
    process.exit(0);
  };
  // A failure while closing is logged and the process still ends (with 1), not left as an unhandled rejection.
  const onSignal = () => {
    shutdown().catch((err: unknown) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((err) => {
  // A configuration problem is printed as the list of problems, nothing else.
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
