import { render, screen } from '@testing-library/react';
import { EXTERNAL_URLS } from '@shared-data/content-site';
import { ChatSupportLink } from './ChatSupportLink';

describe('ChatSupportLink', () => {
  it('is a named link to chat support that opens in a new tab, its visible label first in its name', () => {
    render(<ChatSupportLink />);
    const link = screen.getByRole('link', { name: 'Chat with support (opens in a new tab)' });
    expect(link).toHaveAttribute('href', EXTERNAL_URLS.chatSupport);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.textContent).toBe('Chat with support');
  });
});
