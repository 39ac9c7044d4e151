import { render, screen } from '@testing-library/react';
import { Portrait } from './Portrait';

describe('Portrait', () => {
  it('shows the person’s picture under their name, square, loaded lazily', () => {
    render(<Portrait src="priya.svg" alt="Priya Sharma" />);
    const picture = screen.getByRole('img', { name: 'Priya Sharma' });
    expect(picture).toHaveAttribute('src', 'priya.svg');
    expect(picture).toHaveAttribute('width', '56');
    expect(picture).toHaveAttribute('height', '56');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('gives the instructor a larger portrait of their own treatment', () => {
    render(<Portrait src="aarav.svg" alt="Aarav Mehta" variant="instructor" />);
    const picture = screen.getByRole('img', { name: 'Aarav Mehta' });
    expect(picture).toHaveAttribute('width', '128');
    expect(picture.className).toContain('instructor');
  });
});
