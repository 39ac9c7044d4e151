// `npm run serve` / `npm start`: serves the production build of all five parts (shell on 3000,
// remotes on 3001-3004). Stops on SIGINT or SIGTERM.
import fs from 'node:fs';
import { createStaticServer } from './static-server.mjs';
import { distOf, PARTS } from './parts.mjs';

const missing = PARTS.filter((part) => !fs.existsSync(distOf(part)));
if (missing.length) {
  console.error(`No production build for: ${missing.map((part) => part.dir).join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}

const servers = PARTS.map((part) => {
  const server = createStaticServer({ root: distOf(part), spa: part.spa, cors: part.cors });
  server.listen(part.port, () => console.log(`${part.name.padEnd(10)} http://localhost:${part.port}`));
  server.on('error', (error) => {
    console.error(`${part.name} could not listen on ${part.port}: ${error.message}`);
    process.exit(1);
  });
  return server;
});

const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
