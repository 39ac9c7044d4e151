import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initRegion } from 'shared-data/region-store';
import { remoteLocations } from 'shared-data/federation';
import { createAppRouter } from './app/router';
import 'shared-data/design/tokens.css';
import './styles/global.css';

initRegion();
// Start reading remotes.json now; pages wait for it when they load their remote.
remoteLocations().catch((error: unknown) => console.error('Could not read remotes.json', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
