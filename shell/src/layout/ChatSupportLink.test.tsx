import { act, render, screen } from '@testing-library/react';
import { EXTERNAL_URLS } from 'shared-data';
import { CHAT_LINK_AFTER_SCREENS, ChatSupportLink } from './ChatSupportLink';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ChatSupportLink', () => {
  afterEach(() => scrollTo(0));

  it('is a named link to chat support that opens in a new tab', () => {
    render(<ChatSupportLink />);
    const link = screen.getByRole('link', { name: 'Chat with support (opens in a new tab)' });
    expect(link).toHaveAttribute('href', EXTERNAL_URLS.chatSupport);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('waits out of the first screen, then shows once the page is scrolled, and hides again at the top', () => {
    render(<ChatSupportLink />);
    const link = screen.getByRole('link', { name: /Chat with support/ });
    expect(link).not.toHaveClass('shown');
    scrollTo(window.innerHeight * CHAT_LINK_AFTER_SCREENS + 1);
    expect(link).toHaveClass('shown');
    scrollTo(0);
    expect(link).not.toHaveClass('shown');
  });
});
