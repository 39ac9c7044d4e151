import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { SidebarDrawer } from './SidebarDrawer';

function Page() {
  const ref = useRef<HTMLElement>(null);
  return (
    <>
      <button type="button" popoverTarget="drawer">
        Course Content
      </button>
      <SidebarDrawer id="drawer" labelledBy="drawer-heading" ref={ref}>
        {(closeButton) => (
          <>
            {closeButton}
            <h2 id="drawer-heading">Course Content</h2>
            <a href="/courses/python">Back to Course</a>
            <button type="button">Download Certificate</button>
          </>
        )}
      </SidebarDrawer>
      <a href="/elsewhere">Behind the drawer</a>
    </>
  );
}

const drawer = () => screen.getByRole('complementary', { name: 'Course Content' });

/** What the browser does when the popover opens or closes (jsdom has no popovers): its state, a toggle event. */
function browserToggles(element: HTMLElement, open: boolean) {
  const matches = HTMLElement.prototype.matches;
  element.matches = (selector: string) => (selector === ':popover-open' ? open : matches.call(element, selector));
  element.dispatchEvent(Object.assign(new Event('toggle'), { newState: open ? 'open' : 'closed' }));
}

describe('SidebarDrawer', () => {
  it('is a labelled popover the browser opens and closes: its close button targets it to hide it', () => {
    render(<Page />);
    expect(drawer()).toHaveAttribute('id', 'drawer');
    expect(drawer()).toHaveAttribute('popover', 'auto');
    const close = within(drawer()).getByRole('button', { name: 'Close course content' });
    expect(close).toHaveAttribute('type', 'button');
    expect(close).toHaveAttribute('popovertarget', 'drawer');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('moves focus to its close button when it opens, and keeps Tab inside until it closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    browserToggles(drawer(), true);
    const close = within(drawer()).getByRole('button', { name: 'Close course content' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer()).getByRole('button', { name: 'Download Certificate' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    browserToggles(drawer(), false);
    within(drawer()).getByRole('button', { name: 'Download Certificate' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Behind the drawer' })).toHaveFocus();
  });

  it('keeps Tab inside a drawer already open when its script arrives', async () => {
    const user = userEvent.setup();
    const matches = HTMLElement.prototype.matches;
    const spy = jest.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (
      this: HTMLElement,
      selector: string,
    ) {
      return selector === ':popover-open' ? this.id === 'drawer' : matches.call(this, selector);
    });
    render(<Page />);
    within(drawer()).getByRole('button', { name: 'Download Certificate' }).focus();
    await user.tab();
    expect(within(drawer()).getByRole('button', { name: 'Close course content' })).toHaveFocus();
    spy.mockRestore();
  });
});
