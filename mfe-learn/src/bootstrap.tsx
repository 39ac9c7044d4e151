// The Learn team's own page: the routes it declares (src/routes.json) without the shell, each
// page loaded from this remote's container, for working on this remote alone.
import { parseRouteDeclarations } from '@shared-data/contracts';
import { renderStandalone } from '@shared-data/standalone';
import '@shared-data/ui/tokens.css';
import routes from './routes.json';

renderStandalone('Learn', 'learn', parseRouteDeclarations(routes, 'learn'));
