// The Dashboard team's own page: its routes without the shell, for working on this remote alone.
import { renderStandalone } from 'shared-data/standalone';
import 'shared-data/design/tokens.css';
import DashboardPage from './pages/dashboard/DashboardPage';

renderStandalone('Dashboard', [{ path: '/dashboard', label: 'Dashboard', Page: DashboardPage }]);
