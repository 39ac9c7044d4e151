// The Dashboard team's own page: the routes it declares (src/routes.json) without the shell, for
// working on this remote alone.
import { parseRouteDeclarations, type PageModule } from 'shared-data';
import { renderStandalone } from 'shared-data/standalone';
import 'shared-data/design/tokens.css';
import routes from './routes.json';

renderStandalone(
  'Dashboard',
  parseRouteDeclarations(routes, 'mfe-dashboard'),
  (page) => import(`./exposed/${page.slice(2)}.ts`) as Promise<PageModule>,
);
