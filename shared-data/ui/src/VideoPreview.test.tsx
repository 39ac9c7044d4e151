import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { autoplayUrl, posterSrc, VideoPreview, watchUrl } from './VideoPreview';

const VIDEO = 'https://www.youtube-nocookie.com/embed/abc123';

describe('VideoPreview', () => {
  it('shows the poster with a play button and loads no player until asked', () => {
    render(<VideoPreview videoUrl={VIDEO} title="Python: course preview" posterUrl="/cover.svg" />);
    expect(screen.getByRole('button', { name: 'Play Python: course preview' })).toBeInTheDocument();
    expect(screen.queryByTitle('Python: course preview')).not.toBeInTheDocument();
  });

  it('links the facade to the video page, so it plays from the HTML without scripts', () => {
    render(<VideoPreview videoUrl={VIDEO} title="Python: course preview" posterUrl="/cover.svg" />);
    expect(screen.getByRole('button', { name: 'Play Python: course preview' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abc123',
    );
    expect(watchUrl('https://player.example.org/v/9')).toBe('https://player.example.org/v/9');
  });

  it('embeds the video, playing, when the visitor presses play', async () => {
    render(<VideoPreview videoUrl={VIDEO} title="Python: course preview" posterUrl="/cover.svg" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Python: course preview' }));
    expect(screen.getByTitle('Python: course preview')).toHaveAttribute('src', `${VIDEO}?autoplay=1`);
    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
  });

  it('shows the cover in its poster view, the play control in the middle unless the poster around it draws one', () => {
    const { container, rerender } = render(
      <VideoPreview videoUrl={VIDEO} title="Python: course preview" posterUrl="/cover.svg" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/cover.svg#poster');
    expect(container.querySelectorAll('[data-poster-control="play"]')).toHaveLength(1);
    rerender(<VideoPreview videoUrl={VIDEO} title="Python: course preview" posterUrl="/cover.svg" control={false} />);
    expect(container.querySelector('[data-poster-control]')).toBeNull();
    expect(posterSrc('/photo.png#frame')).toBe('/photo.png#frame');
  });

  it('keeps the embed URL and its parameters when turning autoplay on', () => {
    expect(autoplayUrl(`${VIDEO}?start=30`)).toBe(`${VIDEO}?start=30&autoplay=1`);
  });
});
