import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { hydrateServerHtml } from '@shared-data/testing';
import { List, SERVER_HTML, rendered } from './test-static-markup';

afterEach(() => {
  rendered.length = 0;
  document.body.innerHTML = '';
});

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('StaticMarkup in the browser', () => {
  it("adopts the server's elements when hydrating, without rendering what is inside", async () => {
    const { container, recovered } = await hydrateServerHtml(SERVER_HTML, <List names={['c', 'd']} />);
    expect(recovered).toEqual([]);
    expect(rendered).toEqual([]);
    expect(container.innerHTML).toBe(SERVER_HTML);
    expect(screen.getByRole('list', { name: 'Letters' })).toHaveAttribute('start', '3');
  });

  it('keeps the adopted elements as they are when it renders again', async () => {
    const { container } = await hydrateServerHtml(SERVER_HTML, <List names={['c', 'd']} />);
    const first = container.querySelector('li');
    // After hydration React renders it again with the browser's snapshot (hydration is over).
    await act(async () => {});
    expect(container.querySelector('li')).toBe(first);
    expect(rendered).toEqual([]);
    expect(names()).toEqual(['c', 'd']);
  });

  it('renders its children in a render of the browser’s own (a client-side navigation)', () => {
    render(<List names={['e', 'f']} />);
    expect(rendered).toEqual(['e', 'f']);
    expect(names()).toEqual(['e', 'f']);
  });
});
