import { render, screen } from '@testing-library/react';
import { testimonials } from '@shared-data/content-catalog';
import { TestimonialCard } from './TestimonialCard';

const priya = testimonials[0];
if (!priya) throw new Error('no testimonials');

describe('TestimonialCard', () => {
  it('shows who said it, where they work, what they said and which course they took', () => {
    render(<TestimonialCard testimonial={priya} />);
    expect(screen.getByRole('heading', { name: priya.name })).toBeInTheDocument();
    expect(screen.getByText(`${priya.role} at ${priya.company}`)).toBeInTheDocument();
    expect(screen.getByText(priya.text)).toBeInTheDocument();
    expect(screen.getByText(priya.course)).toBeInTheDocument();
  });

  it('links to the original post in a new tab', () => {
    render(<TestimonialCard testimonial={priya} />);
    const link = screen.getByRole('link', { name: /View on LinkedIn/ });
    expect(link).toHaveAttribute('href', priya.socialLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the country flag, shipped with the site, with alt text', () => {
    render(<TestimonialCard testimonial={priya} />);
    expect(screen.getByRole('img', { name: 'Flag of India' })).toHaveAttribute('src', 'in.svg');
    expect(screen.getByText('India')).toBeInTheDocument();
  });
});
