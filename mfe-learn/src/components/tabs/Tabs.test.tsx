import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'one', label: 'One', panel: <p>First panel</p> },
  { id: 'two', label: 'Two', panel: <p>Second panel</p> },
  { id: 'three', label: 'Three', panel: <p>Third panel</p> },
];

function renderTabs() {
  render(<Tabs label="Numbers" tabs={tabs} />);
  return (name: string) => screen.getByRole('tab', { name });
}

describe('Tabs', () => {
  it('wires tabs to panels and shows only the selected panel, with one tab stop', () => {
    const tab = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('tabindex', '0');
    expect(tab('Two')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(tab('One')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('First panel');
    expect(screen.queryByText('Second panel')).not.toBeVisible();
  });

  it('moves and activates with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const tab = renderTabs();
    await user.click(tab('One'));

    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Two')).toHaveFocus();
    expect(tab('One')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Second panel')).toBeVisible();

    await user.keyboard('{End}');
    expect(tab('Three')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('One')).toHaveFocus();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    const tab = renderTabs();
    await user.click(tab('Three'));
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Third panel')).toBeVisible();
  });
});

describe('Tabs in the server’s HTML', () => {
  it('are type="button" tabs whose DOM nodes hydration keeps, so a click replayed on them after hydration selects', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tabs label="Numbers" tabs={tabs} />);
    document.body.append(container);
    // The node a visitor tapped before the page's code ran (recorded by the page's inline script).
    const tapped = container.querySelector<HTMLButtonElement>('[role="tab"]:nth-child(2)');
    expect(tapped).toHaveAttribute('type', 'button');

    const root = await act(async () => hydrateRoot(container, <Tabs label="Numbers" tabs={tabs} />));
    expect(container.querySelector('[role="tab"]:nth-child(2)')).toBe(tapped);
    act(() => tapped!.click());
    expect(tapped).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Second panel')).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});
