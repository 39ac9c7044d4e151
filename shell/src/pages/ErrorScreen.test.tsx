import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

function renderFailing(loader: () => unknown) {
  const router = createMemoryRouter([{ path: '/', loader, element: <p>never</p>, errorElement: <ErrorScreen /> }]);
  render(<RouterProvider router={router} />);
}

describe('ErrorScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the message of an unhandled error', async () => {
    renderFailing(() => {
      throw new Error('Catalogue index is corrupt');
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Catalogue index is corrupt')).toBeInTheDocument();
  });

  it('shows the status of an error response', async () => {
    renderFailing(() => {
      throw data(null, { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
