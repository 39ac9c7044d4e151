// `npm run serve -w <part>`: serves one part's production build on its own port, as its team's
// deploy would (static files with the same headers). Usage: node serve-part.mjs <part>
import { createStaticServer } from './static-server.mjs';
import { distOf, partByName } from './parts.mjs';

const part = partByName(process.argv[2] ?? '');
if (!part) {
  console.error('Usage: node serve-part.mjs <shell|mfe-catalog|mfe-membership|mfe-learn|mfe-dashboard>');
  process.exit(1);
}
const server = createStaticServer({ root: distOf(part), spa: part.spa, cors: part.cors });
server.listen(part.port, () => console.log(`${part.name} http://localhost:${part.port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
