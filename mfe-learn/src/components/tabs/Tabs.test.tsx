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
